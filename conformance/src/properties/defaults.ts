/**
 * Defaults of a minimal create (and of an upsert that creates): status draft,
 * confidential, autoRefresh and plusCommission false, no salary, no referenceId, and
 * closeDate 60 days after publishDate.
 */
import fc from "fast-check";
import type { JobCreate, JobUpsert } from "@jobs-toolkit/spec";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nearInstant, oneOf } from "../compare.js";
import { DAY, formatInstant, nowSeconds, parseInstant } from "../dates.js";
import type { Answer } from "../session.js";
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
      for (const field of OPTIONAL) delete body[field];
      if (salaryWithoutCommission) body.salary = { amount: 1234.5, type: { id: 1 } };
      const api = session.api(0);
      let answer: Answer;
      if (via === "upsert") {
        body.referenceId = `${namespace}-def`;
        answer = await session.answer(api.PUT("/api/v1.1/jobs", { body: body as JobUpsert }));
        session.expectStatus(answer, 201, [200, 201], "upsert creating a minimal job");
      } else {
        if (reference !== "absent") body.referenceId = reference === "empty" ? "" : null;
        answer = await session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate }));
        session.expectStatus(answer, 201, [201], "create a minimal job");
        session.rule("referenceId '' and null mean none");
        session.expectValue(
          answer,
          "/referenceId",
          answer.json?.referenceId,
          session.reference ? null : oneOf([null, ""]),
          "reference",
        );
      }
      session.rule("defaults on create");
      const job = answer.json ?? {};
      session.expectValue(answer, "/status", job.status, "draft", "seed");
      session.expectValue(answer, "/confidential", job.confidential, false, "seed");
      session.expectValue(answer, "/autoRefresh", job.autoRefresh, false, "seed");
      if (salaryWithoutCommission)
        session.expectValue(answer, "/salary/plusCommission", job.salary?.plusCommission, false, "seed");
      else session.expectValue(answer, "/salary", job.salary, null, "seed");
      const published = parseInstant(String(job.publishDate));
      const close = formatInstant(published + 60 * DAY);
      session.rule("closeDate defaults to publishDate + 60 days");
      session.expectValue(
        answer,
        "/closeDate",
        job.closeDate,
        session.reference ? close : nearInstant(close, DAY),
        session.reference ? "reference" : "seed",
      );
    },
  };
}
