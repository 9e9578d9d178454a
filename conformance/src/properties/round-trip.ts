/**
 * The published round trip: a GET result without id and referenceId, posted
 * back, creates a job with the same values. Then the read-only members ("id, employer,
 * publishDate ... are not sent") sent with other values, by a create and by an update:
 * refused, or taken without them, never honoured.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { anyId, nearInstant, oneOf } from "../compare.js";
import { nowSeconds } from "../dates.js";
import type { Json } from "../json.js";
import { predictionOf } from "../model/documented.js";
import type { Session } from "../session.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** Read-only members with values of their own: the job's id (taken), another employer, a past publishDate. */
function foreignReadOnly(job: Json): Json {
  return {
    id: job.id,
    employer: { id: Number(job.employer?.id ?? 0) + 1, name: "Another Employer Ltd." },
    publishDate: "2001-02-03T04:05:06Z",
  };
}

/**
 * A create and an update sending read-only members with other values: either is refused
 * (the document does not say how), or is taken with the service's own values kept.
 */
async function expectReadOnlyKept(session: Session, copy: Json, job: Json): Promise<void> {
  const api = session.api(0);
  const sent = foreignReadOnly(job);
  const requirements = ["job.id.assigned", "job.employer.caller", "job.publish-date.set-by-service"] as const;
  const created = await session.answer(api.POST("/api/v1.1/jobs", { body: { ...copy, ...sent } as JobCreate }));
  if (created.status >= 200 && created.status < 300) {
    session.expect(
      requirements,
      created.json?.id !== job.id,
      `a create sending id ${job.id} was given that id`,
      created,
    );
    session.expectValue(requirements, created, "/employer", created.json?.employer, job.employer);
    session.expectValue(
      requirements,
      created,
      "/publishDate",
      created.json?.publishDate,
      nearInstant(String(job.publishDate), 300),
    );
  } else {
    session.expect(
      requirements,
      created.status >= 400 && created.status < 500,
      `a create sending read-only members answered ${created.status}; expected 2xx or 4xx`,
      created,
    );
  }
  const updated = await session.answer(
    api.PUT("/api/v1.1/jobs/{id}", {
      params: { path: { id: job.id } },
      body: { ...sent, id: Number(job.id) + 1 } as never,
    }),
  );
  const read = await session.answer(api.GET("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } } }));
  session.expectStatus(
    requirements,
    read,
    200,
    "2xx",
    `read the job after an update sending read-only members (answered ${updated.status})`,
  );
  session.expectValue(requirements, read, "", predictionOf(session, read.json), {
    ...job,
    id: job.id,
    employer: job.employer,
    publishDate: job.publishDate,
  });
}

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
      await expectReadOnlyKept(session, copy, job);
    },
  };
}
