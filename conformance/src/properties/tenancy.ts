/**
 * Tenancy with two keys of two employers: the second never sees or touches the first's
 * job (404, absent from lists), and the same referenceId under the second employer is
 * its own job.
 */
import fc from "fast-check";
import type { JobCreate, JobUpsert } from "@jobs-toolkit/spec";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nowSeconds } from "../dates.js";
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
      // Per-employer uniqueness on POST is CONTRACT.md's; the seed profile upserts instead.
      const viaPost = post && session.reference;
      const [a, b] = [session.api(0), session.api(1)];
      const referenceId = `${namespace}-shared`;
      const created = await session.answer(
        a.POST("/api/v1.1/jobs", {
          body: { ...specimenBody(specimen, namespace, nowSeconds()), referenceId } as JobCreate,
        }),
      );
      session.expectStatus(created, 201, [201], "A creates");
      const job = created.json;
      const path = { params: { path: { id: job.id } } };
      session.rule("tenancy: another employer's job is a 404");
      session.expectRejected(
        await session.answer(b.GET("/api/v1.1/jobs/{id}", path)),
        { status: 404 },
        "B reads A's job",
      );
      session.expectRejected(
        await session.answer(b.PUT("/api/v1.1/jobs/{id}", { ...path, body: { status: "archived" } })),
        { status: 404 },
        "B archives A's job",
      );
      session.expectRejected(
        await session.answer(b.DELETE("/api/v1.1/jobs/{id}", path)),
        { status: 404 },
        "B deletes A's job",
      );
      session.rule("tenancy: lists show only the caller's jobs");
      const listed = await session.answer(b.GET("/api/v1.1/jobs", { params: { query: { q: namespace } } }));
      session.expectStatus(listed, 200, [200], "B lists");
      session.expectValue(listed, "/paging/total", listed.json?.paging?.total, 0, "seed");
      session.rule("tenancy: referenceIds are per employer");
      const otherBody = { ...specimenBody(other, namespace, nowSeconds()), referenceId };
      const own = viaPost
        ? await session.answer(b.POST("/api/v1.1/jobs", { body: otherBody as JobCreate }))
        : await session.answer(b.PUT("/api/v1.1/jobs", { body: otherBody as JobUpsert }));
      if (viaPost) session.expectStatus(own, 201, "2xx", "B posts A's referenceId");
      else session.expectStatus(own, 201, [200, 201], "B upserts A's referenceId");
      session.expect(own.json?.id !== job.id, `B's upsert of '${referenceId}' answered with A's job ${job.id}`, own);
      const removed = await session.answer(b.DELETE("/api/v1.1/jobs", { body: { referenceId } }));
      session.expectStatus(removed, 204, [204], "B deletes its own job by referenceId");
      const after = await session.answer(a.GET("/api/v1.1/jobs/{id}", path));
      session.expectStatus(after, 200, [200], "A reads its job");
      session.expectValue(after, "", after.json, job, "seed");
    },
  };
}
