/**
 * Defaults of a minimal create (and of an upsert that creates): status draft,
 * confidential, autoRefresh and plusCommission false, no salary, no referenceId, and
 * closeDate 60 days after publishDate.
 */

import type { JobCreate, JobUpsert } from "@jobs-toolkit/spec";
import fc from "fast-check";
import type { Answer } from "../answer.js";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { daysAfter, oneOf } from "../compare.js";
import { DAY, formatInstant, nowSeconds, parseInstant } from "../dates.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn minimal create. */
export interface DefaultsCheck {
  specimen: JobSpecimen;
  via: "post" | "upsert";
  reference: "absent" | "empty" | "null";
  salaryWithoutCommission: boolean;
}

const OPTIONAL = ["closeDate", "confidential", "autoRefresh", "status", "salary"] as const;

/** The defaults property of the `defaults` area. */
export function defaultsProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<DefaultsCheck> {
  return {
    area: "defaults",
    title: "a minimal job gets the documented defaults",
    numRuns: Math.max(5, Math.round(numRuns / 4)),
    arbitrary: fc.record({
      specimen: jobSpecimenArb(env),
      via: fc.constantFrom<"post" | "upsert">("post", "upsert"),
      reference: fc.constantFrom<"absent" | "empty" | "null">("absent", "empty", "null"),
      salaryWithoutCommission: fc.boolean(),
    }),
    async run({ specimen, via, reference, salaryWithoutCommission }, namespace) {
      const body: Record<string, unknown> = specimenBody(specimen, namespace, nowSeconds());
      for (const field of OPTIONAL) {
        delete body[field];
      }
      if (salaryWithoutCommission) {
        body.salary = { amount: 1234.5, type: { id: 1 } };
      }
      const api = session.api(0);
      let answer: Answer;
      if (via === "upsert") {
        body.referenceId = `${namespace}-def`;
        answer = await session.answer(api.PUT("/api/v1.1/jobs", { body: body as JobUpsert }));
        session.expectStatus("upsert.creates", answer, 201, "2xx", "upsert creating a minimal job");
      } else {
        if (reference !== "absent") {
          body.referenceId = reference === "empty" ? "" : null;
        }
        answer = await session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate }));
        session.expectStatus("create.response.201", answer, 201, [201], "create a minimal job");
        session.expectValue(
          "job.reference-id.none",
          answer,
          "/referenceId",
          answer.json?.referenceId,
          oneOf([null, ""]),
        );
        if (session.reference) {
          session.expectValue("ref.reference-id.null", answer, "/referenceId", answer.json?.referenceId, null);
        }
      }
      const job = answer.json ?? {};
      session.expectValue("create.status.default-draft", answer, "/status", job.status, "draft");
      session.expectValue("create.default.confidential-false", answer, "/confidential", job.confidential, false);
      session.expectValue("create.default.auto-refresh-false", answer, "/autoRefresh", job.autoRefresh, false);
      if (salaryWithoutCommission) {
        session.expectValue(
          "salary.plus-commission.default-false",
          answer,
          "/salary/plusCommission",
          job.salary?.plusCommission,
          false,
        );
      } else {
        session.expectValue("job.salary.null-when-none", answer, "/salary", job.salary, null);
      }
      const publishDate = String(job.publishDate);
      session.expectValue(
        "create.default.close-date-60-days",
        answer,
        "/closeDate",
        job.closeDate,
        daysAfter(publishDate, 60),
      );
      if (session.reference) {
        session.expectValue(
          "ref.dates.utc-seconds",
          answer,
          "/closeDate",
          job.closeDate,
          formatInstant(parseInstant(publishDate) + 60 * DAY),
        );
      }
    },
  };
}
