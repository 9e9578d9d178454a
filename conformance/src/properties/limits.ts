/**
 * The other side of the length rules: values exactly at each limit of the interface
 * document (title 256, referenceId 50, applicationEmail 50, applicationUrl 200, three
 * locations and categories) are accepted and stored exactly. The title is non-ASCII
 * text of the Basic Multilingual Plane, as its limit counts characters (code points and
 * UTF-16 units agree there; UTF-8 bytes do not).
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { wideText } from "../arbitraries/wide-text.js";
import type { Requirements } from "../catalogue/index.js";
import { nowSeconds } from "../dates.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

type Limit = "title" | "referenceId" | "applicationEmail" | "applicationUrl" | "three" | "description";

/** What each limit at its bound puts to the test. */
const REQUIREMENTS: Record<Limit, Requirements> = {
  title: "limits.title.max-256",
  referenceId: "limits.reference-id.max-50",
  applicationEmail: "limits.application-email.max-50",
  applicationUrl: "limits.application-url.max-200",
  three: ["create.locations.count", "create.categories.count"],
  description: "description.length.unlimited",
};

/** One drawn limit. */
export interface LimitCheck {
  limit: Limit;
  specimen: JobSpecimen;
  via: "post" | "update";
}

const LIMITS: Limit[] = ["title", "referenceId", "applicationEmail", "applicationUrl", "three", "description"];

/** A long description: no length limit is documented. */
const LONG_DESCRIPTION = `<p>${"Long description. ".repeat(1_111)}</p>`;

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
    examples: LIMITS.map((limit) => ({ ...sampleOne(arbitrary, 6), limit })),
    async run({ limit, specimen, via }, namespace) {
      const body: Record<string, unknown> = {
        ...specimenBody(specimen, namespace, nowSeconds()),
        referenceId: `${namespace}-lim`,
      };
      const change: Record<string, unknown> = {};
      if (limit === "title") {
        // Characters of two and three bytes: a count in bytes misses the bound, either reading of characters meets it.
        change.title = `${namespace} ${wideText(255 - namespace.length, { bmp: true })}`;
      }
      if (limit === "referenceId") {
        change.referenceId = `${namespace}-${"r".repeat(49 - namespace.length)}`;
      }
      if (limit === "applicationEmail") {
        Object.assign(change, { applicantRoutingType: { id: 1 }, applicationEmail: `${"e".repeat(38)}@example.org` });
      }
      if (limit === "applicationUrl") {
        Object.assign(change, {
          applicantRoutingType: { id: 2 },
          applicationUrl: `https://example.org/${"u".repeat(180)}`,
        });
      }
      if (limit === "description") {
        change.description = LONG_DESCRIPTION;
      }
      if (limit === "three") {
        change.locations = pool.qualified.slice(0, 3).map((description) => ({ description }));
        change.categories = target.categories.slice(0, 3).map(({ id }) => ({ id }));
      }
      const requirements = REQUIREMENTS[limit];
      const api = session.api(0);
      let answer = await session.answer(
        api.POST("/api/v1.1/jobs", { body: { ...body, ...(via === "post" ? change : {}) } as JobCreate }),
      );
      session.expectStatus(
        via === "post" ? requirements : "create.response.201",
        answer,
        201,
        [201],
        via === "post" ? `create with ${limit} at its limit` : "create",
      );
      if (via === "update") {
        answer = await session.answer(
          api.PUT("/api/v1.1/jobs/{id}", { params: { path: { id: answer.json.id } }, body: change as never }),
        );
        session.expectStatus(requirements, answer, 200, [200], `update with ${limit} at its limit`);
      }
      for (const [field, value] of Object.entries(change)) {
        if (field === "locations" || field === "categories") {
          session.expectValue(requirements, answer, `/${field}/length`, answer.json?.[field]?.length, 3);
        } else if (field !== "applicantRoutingType") {
          session.expectValue(requirements, answer, `/${field}`, answer.json?.[field], value);
        }
      }
    },
  };
}
