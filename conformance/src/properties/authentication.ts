/**
 * Every operation requires the API-Key header: without it, or with an unknown key, the
 * answer is 401 (any 4xx in the seed profile) and nothing changes.
 */
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { nowSeconds } from "../dates.js";
import type { RawRequest } from "../http/raw.js";
import { predictionOf } from "../model/documented.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

type Operation = "list" | "get" | "create" | "update" | "upsert" | "delete" | "delete-by-reference" | "position-types";

/** One drawn unauthenticated request. */
export interface AuthCheck {
  operation: Operation;
  caller: "none" | "wrong";
  specimen: JobSpecimen;
}

const OPERATIONS: Operation[] = [
  "list",
  "get",
  "create",
  "update",
  "upsert",
  "delete",
  "delete-by-reference",
  "position-types",
];

/** The authentication property of the `auth` area. */
export function authenticationProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<AuthCheck> {
  const arbitrary = fc.record({
    operation: fc.constantFrom(...OPERATIONS),
    caller: fc.constantFrom<"none" | "wrong">("none", "wrong"),
    specimen: jobSpecimenArb(env, false),
  });
  return {
    area: "auth",
    title: "requests without a valid API key are refused and change nothing",
    numRuns: Math.max(OPERATIONS.length * 2, Math.round(numRuns / 2)),
    arbitrary,
    examples: OPERATIONS.flatMap((operation) =>
      (["none", "wrong"] as const).map((caller) => ({
        ...sampleOne(arbitrary, 3),
        operation,
        caller,
      })),
    ),
    async run({ operation, caller, specimen }, namespace) {
      const body = { ...specimenBody(specimen, namespace, nowSeconds()), referenceId: `${namespace}-auth` };
      const created = await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: body as never }));
      session.expectStatus("create.response.201", created, 201, [201], "create a job to protect");
      const job = predictionOf(session, created.json);
      const json = { "Content-Type": "application/json" };
      const requests: Record<Operation, RawRequest> = {
        list: { method: "GET", path: `/api/v1.1/jobs?q=${namespace}` },
        get: { method: "GET", path: `/api/v1.1/jobs/${job.id}` },
        create: {
          method: "POST",
          path: "/api/v1.1/jobs",
          headers: json,
          body: JSON.stringify({ ...body, referenceId: `${namespace}-x` }),
        },
        update: {
          method: "PUT",
          path: `/api/v1.1/jobs/${job.id}`,
          headers: json,
          body: JSON.stringify({ title: `${namespace} Stolen` }),
        },
        upsert: {
          method: "PUT",
          path: "/api/v1.1/jobs",
          headers: json,
          body: JSON.stringify({ referenceId: `${namespace}-auth`, status: "archived" }),
        },
        delete: { method: "DELETE", path: `/api/v1.1/jobs/${job.id}` },
        "delete-by-reference": {
          method: "DELETE",
          path: "/api/v1.1/jobs",
          headers: json,
          body: JSON.stringify({ referenceId: `${namespace}-auth` }),
        },
        "position-types": { method: "GET", path: "/api/v1.1/positiontypes" },
      };
      const requirement = caller === "none" ? "auth.key-required" : "auth.unknown-key-refused";
      const answer = await session.raw(requests[operation], caller);
      session.expectRejected(
        requirement,
        answer,
        { status: 401 },
        `${operation} with ${caller === "none" ? "no" : "an unknown"} API key`,
      );
      const after = await session.answer(
        session.api(0).GET("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } } }),
      );
      session.expectStatus(requirement, after, 200, "2xx", "read back");
      session.expectValue(requirement, after, "", after.json, job);
      const list = await session.answer(session.api(0).GET("/api/v1.1/jobs", { params: { query: { q: namespace } } }));
      session.expectValue(requirement, list, "/paging/total", list.json?.paging?.total, 1);
    },
  };
}
