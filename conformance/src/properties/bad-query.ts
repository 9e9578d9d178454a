/**
 * Per CONTRACT.md, list parameters outside their rules are a 400 naming the parameter;
 * unknown parameters are ignored; page sizes above 100 are clamped.
 */
import fc from "fast-check";
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
  const arbitrary = fc.oneof(
    ...(["page", "pageSize", "status"] as const).map((parameter) =>
      fc.constantFrom(...BAD[parameter]).map((value): QueryCheck => ({ parameter, value })),
    ),
    fc.constantFrom("sort", "limit", "offset").map((value): QueryCheck => ({ parameter: "unknown", value })),
    fc.integer({ min: 101, max: 100_000 }).map((value): QueryCheck => ({ parameter: "clamp", value: String(value) })),
  );
  return {
    area: "query",
    title: "list parameters outside their rules are a 400 naming the parameter",
    skip: session.reference ? undefined : "the interface document does not say how bad list parameters are answered",
    numRuns: Math.max(10, Math.round(numRuns / 4)),
    arbitrary,
    async run({ parameter, value }, namespace) {
      const search = new URLSearchParams({ q: namespace });
      if (parameter === "unknown") search.set(value, "1");
      else if (parameter === "clamp") search.set("pageSize", value);
      else search.set(parameter, value);
      const answer = await session.raw({ method: "GET", path: `/api/v1.1/jobs?${search}` });
      if (parameter === "unknown" || parameter === "clamp") {
        session.rule(parameter === "clamp" ? "pageSize above 100 is clamped" : "unknown list parameters are ignored");
        session.expectStatus(answer, 200, [200], `list with ${parameter} ${value}`);
        if (parameter === "clamp")
          session.expectValue(answer, "/paging/pageSize", answer.json?.paging?.pageSize, 100, "reference");
        return;
      }
      session.rule(`list parameter ${parameter} out of its rules`);
      session.expectRejected(answer, { status: 400, parameters: [parameter] }, `list with ${parameter}=${value}`);
    },
  };
}
