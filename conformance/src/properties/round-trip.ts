/**
 * The published round trip: a GET result without id and referenceId, posted
 * back, creates a job with the same values.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { anyId, nearInstant, oneOf } from "../compare.js";
import { nowSeconds } from "../dates.js";
import { predictionOf } from "../model/documented.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** The round-trip property of the `round-trip` area. */
export function roundTripProperty({
  session,
  env,
  numRuns,
}: PropertyEnvironment): ConformanceProperty<{ specimen: JobSpecimen }> {
  return {
    area: "round-trip",
    title: "a GET result without id and referenceId posts back as an equal job",
    numRuns: Math.max(5, Math.round(numRuns / 4)),
    arbitrary: fc.record({ specimen: jobSpecimenArb(env) }),
    async run({ specimen }, namespace) {
      const api = session.api(0);
      const body = { ...specimenBody(specimen, namespace, nowSeconds()), referenceId: `${namespace}-rt` };
      const created = await session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate }));
      session.expectStatus("create.response.201", created, 201, [201], "create");
      const read = await session.answer(api.GET("/api/v1.1/jobs/{id}", { params: { path: { id: created.json.id } } }));
      session.expectStatus("get.by-id", read, 200, "2xx", "read");
      // Only what the document names is posted back, and only that is expected again.
      const job = predictionOf(session, read.json);
      const { id: _id, referenceId: _referenceId, ...copy } = job;
      const again = await session.answer(api.POST("/api/v1.1/jobs", { body: copy as JobCreate }));
      session.expectStatus("create.round-trip", again, 201, [201], "post the GET result back");
      const expected = {
        ...job,
        id: anyId,
        referenceId: oneOf([null, ""]),
        // The copy is published now; every other value must be the same.
        publishDate: nearInstant(read.json.publishDate, 300),
      };
      session.expectValue("create.round-trip", again, "", again.json, expected);
      if (session.reference) {
        session.expectValue("ref.reference-id.null", again, "/referenceId", again.json?.referenceId, null);
      }
    },
  };
}
