/**
 * The other side of the length rules: values exactly at each limit of the interface
 * document (title 256, referenceId 50, applicationEmail 50, applicationUrl 200, three
 * locations and categories) are accepted and stored exactly.
 */
import fc from "fast-check";
import type { JobCreate } from "@jobs-toolkit/spec";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nowSeconds } from "../dates.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

type Limit = "title" | "referenceId" | "applicationEmail" | "applicationUrl" | "three";

/** One drawn limit. */
export interface LimitCheck {
  limit: Limit;
  specimen: JobSpecimen;
  via: "post" | "update";
}

const LIMITS: Limit[] = ["title", "referenceId", "applicationEmail", "applicationUrl", "three"];

/** The limits property of the `rules` area. */
export function limitsProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<LimitCheck> {
  const { target, pool } = env;
  const arbitrary = fc.record({
    limit: fc.constantFrom(...LIMITS),
    specimen: jobSpecimenArb(env, false),
    via: fc.constantFrom<"post" | "update">("post", "update"),
  });
  return {
    area: "rules",
    title: "values exactly at each documented limit are accepted and stored exactly",
    numRuns: Math.max(LIMITS.length, Math.round(numRuns / 5)),
    arbitrary,
    examples: LIMITS.map((limit) => ({ ...fc.sample(arbitrary, { seed: 6, numRuns: 1 })[0]!, limit })),
    async run({ limit, specimen, via }, namespace) {
      const body: Record<string, unknown> = {
        ...specimenBody(specimen, namespace, nowSeconds()),
        referenceId: `${namespace}-lim`,
      };
      const change: Record<string, unknown> = {};
      if (limit === "title") change.title = `${namespace} ${"t".repeat(255 - namespace.length)}`;
      if (limit === "referenceId") change.referenceId = `${namespace}-${"r".repeat(49 - namespace.length)}`;
      if (limit === "applicationEmail")
        Object.assign(change, { applicantRoutingType: { id: 1 }, applicationEmail: `${"e".repeat(38)}@example.org` });
      if (limit === "applicationUrl")
        Object.assign(change, {
          applicantRoutingType: { id: 2 },
          applicationUrl: `https://example.org/${"u".repeat(180)}`,
        });
      if (limit === "three") {
        change.locations = pool.qualified.slice(0, 3).map((description) => ({ description }));
        change.categories = target.categories.slice(0, 3).map(({ id }) => ({ id }));
      }
      session.rule(`limit: ${limit} at its maximum`);
      const api = session.api(0);
      let answer = await session.answer(
        api.POST("/api/v1.1/jobs", { body: { ...body, ...(via === "post" ? change : {}) } as JobCreate }),
      );
      session.expectStatus(answer, 201, [201], via === "post" ? `create with ${limit} at its limit` : "create");
      if (via === "update") {
        answer = await session.answer(
          api.PUT("/api/v1.1/jobs/{id}", { params: { path: { id: answer.json.id } }, body: change as never }),
        );
        session.expectStatus(answer, 200, [200], `update with ${limit} at its limit`);
      }
      for (const [field, value] of Object.entries(change)) {
        if (field === "locations" || field === "categories") {
          session.expectValue(answer, `/${field}/length`, answer.json?.[field]?.length, 3, "seed");
        } else if (field !== "applicantRoutingType") {
          session.expectValue(answer, `/${field}`, answer.json?.[field], value, "seed");
        }
      }
    },
  };
}
