/**
 * Page sizes above the maximum of 100 never give a bigger page (seed level: refused, or
 * answered with at most 100). At the reference level list parameters outside their
 * rules are a 400 naming the parameter, unknown parameters are ignored, and page sizes
 * above 100 are clamped.
 */
import fc from "fast-check";
import { show } from "../compare.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn query. */
export interface QueryCheck {
  parameter: "page" | "pageSize" | "status" | "unknown" | "clamp";
  value: string;
}

const BAD: Record<"page" | "pageSize" | "status", string[]> = {
  page: ["0", "-1", "1.5", "abc", "1e3"],
  pageSize: ["0", "-5", "2.5", "ten"],
  status: ["open", "published", "ACTIVE_"],
};

/** The bad-query property of the `query` area (reference profile only). */
export function badQueryProperty({ session, numRuns }: PropertyEnvironment): ConformanceProperty<QueryCheck> {
  const clamp = fc
    .integer({ min: 101, max: 100_000 })
    .map((value): QueryCheck => ({ parameter: "clamp", value: String(value) }));
  const arbitrary = session.reference
    ? fc.oneof(
        ...(["page", "pageSize", "status"] as const).map((parameter) =>
          fc.constantFrom(...BAD[parameter]).map((value): QueryCheck => ({ parameter, value })),
        ),
        fc.constantFrom("sort", "limit", "offset").map((value): QueryCheck => ({ parameter: "unknown", value })),
        clamp,
      )
    : clamp;
  return {
    area: "query",
    title: session.reference
      ? "list parameters outside their rules are a 400 naming the parameter"
      : "a page never holds more than 100 jobs",
    numRuns: session.reference ? Math.max(10, Math.round(numRuns / 4)) : Math.max(3, Math.round(numRuns / 20)),
    examples: [{ parameter: "clamp", value: "101" }],
    arbitrary,
    async run({ parameter, value }, namespace) {
      const search = new URLSearchParams({ q: namespace });
      if (parameter === "unknown") {
        search.set(value, "1");
      } else if (parameter === "clamp") {
        search.set("pageSize", value);
      } else {
        search.set(parameter, value);
      }
      const answer = await session.raw({ method: "GET", path: `/api/v1.1/jobs?${search}` });
      if (parameter === "clamp" && !session.reference) {
        // Refusing the size or answering at most 100 per page are both within the limit.
        if (answer.status >= 400 && answer.status < 500) {
          return session.expect("list.page-size.max-100", true, "", answer);
        }
        session.expectStatus("list.page-size.max-100", answer, 200, "2xx", `list with pageSize ${value}`);
        const pageSize = answer.json?.paging?.pageSize;
        session.expect(
          "list.page-size.max-100",
          Number.isInteger(pageSize) && pageSize <= 100 && (answer.json?.data?.length ?? 0) <= 100,
          `GET /api/v1.1/jobs?pageSize=${value} answered paging.pageSize ${show(pageSize)}; expected at most 100`,
          answer,
        );
        return;
      }
      if (parameter === "unknown" || parameter === "clamp") {
        session.expectStatus("ref.list.query-rules", answer, 200, [200], `list with ${parameter} ${value}`);
        if (parameter === "clamp") {
          session.expectValue(
            ["ref.list.query-rules", "list.page-size.max-100"],
            answer,
            "/paging/pageSize",
            answer.json?.paging?.pageSize,
            100,
          );
        }
        return;
      }
      session.expectRejected(
        "ref.list.query-rules",
        answer,
        { status: 400, parameters: [parameter] },
        `list with ${parameter}=${value}`,
      );
    },
  };
}
