/**
 * Tenancy with two keys of two employers: the second never sees or touches the first's
 * job (404, absent from lists), and the same referenceId under the second employer is
 * its own job.
 */

import type { JobCreate, JobUpsert } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nowSeconds } from "../dates.js";
import { sendWithinPlan } from "../discovery/within-plan.js";
import { predictionOf } from "../model/documented.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

/** One drawn tenancy scenario. */
export interface TenancyCheck {
  specimen: JobSpecimen;
  other: JobSpecimen;
  viaPost: boolean;
}

/** The tenancy property of the `tenancy` area. */
export function tenancyProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<TenancyCheck> {
  const two = session.context.options.apiKeys.length > 1;
  return {
    area: "tenancy",
    title: "another employer never sees or touches a job, and owns its own referenceIds",
    skip: two ? undefined : "give a second API key, of another employer, to check tenancy",
    numRuns: Math.max(5, Math.round(numRuns / 5)),
    arbitrary: fc.record({ specimen: jobSpecimenArb(env), other: jobSpecimenArb(env), viaPost: fc.boolean() }),
    async run({ specimen, other, viaPost: post }, namespace) {
      // Per-employer uniqueness on POST is a reference-level decision; the seed profile upserts instead.
      const viaPost = post && session.reference;
      const [a, b] = [session.api(0), session.api(1)];
      const referenceId = `${namespace}-shared`;
      const ownBody = { ...specimenBody(specimen, namespace, nowSeconds()), referenceId };
      // A's plan may refuse autoRefresh too: a legal answer unless A is known to be unlimited.
      const created = await sendWithinPlan(session, 0, ownBody, () =>
        session.answer(a.POST("/api/v1.1/jobs", { body: ownBody as JobCreate })),
      );
      session.expectStatus("create.response.201", created, 201, [201], "A creates");
      const job = predictionOf(session, created.json);
      const path = { params: { path: { id: job.id } } };
      session.expectRejected(
        "tenancy.read",
        await session.answer(b.GET("/api/v1.1/jobs/{id}", path)),
        { status: 404 },
        "B reads A's job",
      );
      session.expectRejected(
        "tenancy.update",
        await session.answer(b.PUT("/api/v1.1/jobs/{id}", { ...path, body: { status: "archived" } })),
        { status: 404 },
        "B archives A's job",
      );
      session.expectRejected(
        "tenancy.delete",
        await session.answer(b.DELETE("/api/v1.1/jobs/{id}", path)),
        { status: 404 },
        "B deletes A's job",
      );
      const listed = await session.answer(b.GET("/api/v1.1/jobs", { params: { query: { q: namespace } } }));
      session.expectStatus("list.own-jobs", listed, 200, "2xx", "B lists");
      session.expectValue("list.own-jobs", listed, "/paging/total", listed.json?.paging?.total, 0);
      const otherBody = { ...specimenBody(other, namespace, nowSeconds()), referenceId };
      // B's plan may refuse autoRefresh: a legal answer, learned and sent around.
      const own = await sendWithinPlan(session, 1, otherBody, () =>
        viaPost
          ? session.answer(b.POST("/api/v1.1/jobs", { body: otherBody as JobCreate }))
          : session.answer(b.PUT("/api/v1.1/jobs", { body: otherBody as JobUpsert })),
      );
      if (viaPost) {
        session.expectStatus("ref.tenancy.not-found", own, 201, "2xx", "B posts A's referenceId");
      } else {
        session.expectStatus("tenancy.reference-id", own, 201, "2xx", "B upserts A's referenceId");
      }
      session.expect(
        "tenancy.reference-id",
        own.json?.id !== job.id,
        `B's upsert of '${referenceId}' answered with A's job ${job.id}`,
        own,
      );
      const removed = await session.answer(b.DELETE("/api/v1.1/jobs", { body: { referenceId } }));
      session.expectStatus("tenancy.reference-id", removed, 204, [204], "B deletes its own job by referenceId");
      const after = await session.answer(a.GET("/api/v1.1/jobs/{id}", path));
      const untouched = ["tenancy.update", "tenancy.delete", "tenancy.reference-id"] as const;
      session.expectStatus(untouched, after, 200, "2xx", "A reads its job");
      session.expectValue(untouched, after, "", after.json, job);
    },
  };
}
