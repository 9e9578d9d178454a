/**
 * "A location may be given as a city only." Which bare names a service knows is its own,
 * so discovery learns which cities it takes; but it may never conclude that the form is
 * not taken at all. This property holds the target to it: each large, unambiguous
 * Canadian city is first sent as `City, XX` (which must be taken), then alone; at least
 * one must be taken alone.
 */
import { foldForMatch, type JobCreate } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { BARE_CANDIDATES, cityOf } from "../arbitraries/location-pool.js";
import type { KnownLocation } from "../context.js";
import { nowSeconds } from "../dates.js";
import { must } from "../must.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

const accepted = (answer: Answer) => answer.status >= 200 && answer.status < 300;

/** Why the candidates cannot be held against a collection that does not list each of them once. */
function candidatesMissing(locations: readonly KnownLocation[] | undefined): string | undefined {
  if (locations === undefined) {
    return undefined;
  }
  const missing = BARE_CANDIDATES.filter((qualified) => {
    const city = foldForMatch(cityOf(qualified));
    return locations.filter((location) => foldForMatch(location.name) === city).length !== 1;
  });
  return missing.length === 0 ? undefined : `the location collection does not hold ${missing.join(", ")} once each`;
}

/** The city-only property of the `rules` area. */
export function cityOnlyProperty({ session, env }: PropertyEnvironment): ConformanceProperty<JobSpecimen> {
  return {
    area: "rules",
    title: "a location may be given as a city only (large, unambiguous Canadian cities)",
    // In the reference profile the candidates must be names the target's own collection holds once.
    skip: candidatesMissing(env.target.locations),
    numRuns: 1,
    arbitrary: jobSpecimenArb(env),
    async run(specimen, namespace) {
      const api = session.api(0);
      const create = (description: string) =>
        session.answer(
          api.POST("/api/v1.1/jobs", {
            body: { ...specimenBody(specimen, namespace, nowSeconds()), locations: [{ description }] } as JobCreate,
          }),
        );
      // The first city taken alone settles it; otherwise the last refusal is the evidence.
      let alone: Answer | undefined;
      for (const qualified of BARE_CANDIDATES) {
        const withProvince = await create(qualified);
        session.expectStatus("location.input.city-and-province", withProvince, 201, "2xx", `create in '${qualified}'`);
        alone = await create(cityOf(qualified));
        if (accepted(alone)) {
          break;
        }
      }
      const last = must(alone, "an answer to a city given alone");
      session.check(
        "location.input.city-only",
        accepted(last),
        `Every large Canadian city given alone was refused (${BARE_CANDIDATES.map(cityOf).join(", ")}), each taken as 'City, XX'; last answer ${last.status}: ${last.text.slice(0, 200)}`,
        { kind: "status", exchange: last.exchange, expected: 201, actual: last.status },
      );
    },
  };
}
