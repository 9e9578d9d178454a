/**
 * Rules about existing jobs: a repeated referenceId on POST (seed level), and,
 * at the reference level, a referenceId taken on PUT, a move back to draft, and upserts or
 * deletes by reference without a referenceId. Each is refused and changes nothing.
 */

import type { JobCreate, JobUpsert } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import type { RequirementId } from "../catalogue/index.js";
import { nowSeconds } from "../dates.js";
import type { Json } from "../json.js";
import { predictionOf } from "../model/documented.js";
import type { Session } from "../session.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";
import { expectNothingIn } from "./validation-rules.js";

type Conflict =
  | "post-duplicate"
  | "put-duplicate"
  | "back-to-draft"
  | "upsert-without-reference"
  | "delete-without-reference";

/** One drawn conflict. */
export interface ConflictCheck {
  conflict: Conflict;
  specimen: JobSpecimen;
  from: "active" | "archived";
}

async function create(session: Session, body: Record<string, unknown>) {
  const answer = await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: body as JobCreate }));
  session.expectStatus("create.response.201", answer, 201, [201], "create");
  return predictionOf(session, answer.json);
}

async function expectSame(session: Session, job: Json, why: string, requirement: RequirementId): Promise<void> {
  const answer = await session.answer(session.api(0).GET("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } } }));
  session.expectStatus(requirement, answer, 200, "2xx", `read back ${why}`);
  session.expectValue(requirement, answer, "", answer.json, job);
}

/** The conflict property of the `rules` area. */
export function conflictsProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<ConflictCheck> {
  const conflicts: Conflict[] = session.reference
    ? ["post-duplicate", "put-duplicate", "back-to-draft", "upsert-without-reference", "delete-without-reference"]
    : ["post-duplicate"];
  const arbitrary = fc.record({
    conflict: fc.constantFrom(...conflicts),
    specimen: jobSpecimenArb(env, false),
    from: fc.constantFrom<"active" | "archived">("active", "archived"),
  });
  return {
    area: "rules",
    title: "writes that clash with existing jobs are refused and change nothing",
    numRuns: Math.max(conflicts.length, Math.round(numRuns / 4)),
    arbitrary,
    examples: conflicts.map((conflict) => ({ ...sampleOne(arbitrary, 1), conflict })),
    async run({ conflict, specimen, from }, namespace) {
      const body = specimenBody(specimen, namespace, nowSeconds());
      const api = session.api(0);
      if (conflict === "post-duplicate" || conflict === "put-duplicate") {
        const first = await create(session, { ...body, referenceId: `${namespace}-dup` });
        const second = await create(session, { ...body, referenceId: `${namespace}-other` });
        const answer =
          conflict === "post-duplicate"
            ? await session.answer(
                api.POST("/api/v1.1/jobs", { body: { ...body, referenceId: `${namespace}-dup` } as JobCreate }),
              )
            : await session.answer(
                api.PUT("/api/v1.1/jobs/{id}", {
                  params: { path: { id: second.id } },
                  body: { referenceId: `${namespace}-dup` },
                }),
              );
        const requirement =
          conflict === "post-duplicate" ? "create.reference-id.unique" : "ref.reference-id.unique-on-update";
        session.expectRejected(
          requirement,
          answer,
          { status: 409, pointers: ["/referenceId"] },
          `${conflict} referenceId`,
        );
        await expectSame(session, first, "after the clash", requirement);
        await expectSame(session, second, "after the clash", requirement);
        return;
      }
      if (conflict === "back-to-draft") {
        const job = await create(session, { ...body, status: from });
        const answer = await session.answer(
          api.PUT("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } }, body: { status: "draft" } }),
        );
        session.expectRejected(
          "ref.status.moves",
          answer,
          { status: 409, pointers: ["/status"] },
          `${from} back to draft`,
        );
        await expectSame(session, job, "after the refused move", "ref.status.moves");
        return;
      }
      const answer =
        conflict === "upsert-without-reference"
          ? await session.answer(api.PUT("/api/v1.1/jobs", { body: body as JobUpsert }))
          : await session.raw({
              method: "DELETE",
              path: "/api/v1.1/jobs",
              headers: { "Content-Type": "application/json" },
              body: "{}",
            });
      session.expectRejected(
        "ref.reference-id.required",
        answer,
        { status: 422, pointers: ["/referenceId"] },
        conflict,
      );
      await expectNothingIn(session, namespace, conflict, "ref.reference-id.required");
    },
  };
}
