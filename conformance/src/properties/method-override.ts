/**
 * X-HTTP-Method-Override: a POST naming PUT or DELETE is handled as that method on the
 * same URI (seed level); at the reference level the value is case-insensitive, any
 * other value is a 400 that changes nothing, and POST /jobs/{id} without it is a 405.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { nowSeconds } from "../dates.js";
import { predictionOf } from "../model/documented.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

type Override = "put-by-id" | "delete-by-id" | "put-by-reference" | "delete-by-reference" | "bad-value" | "missing";

/** One drawn override. */
export interface OverrideCheck {
  override: Override;
  specimen: JobSpecimen;
  lower: boolean;
}

/** The method-override property of the `override` area. */
export function methodOverrideProperty({
  session,
  env,
  numRuns,
}: PropertyEnvironment): ConformanceProperty<OverrideCheck> {
  const kinds: Override[] = session.reference
    ? ["put-by-id", "delete-by-id", "put-by-reference", "delete-by-reference", "bad-value", "missing"]
    : ["put-by-id", "delete-by-id", "put-by-reference", "delete-by-reference"];
  const arbitrary = fc.record({
    override: fc.constantFrom(...kinds),
    specimen: jobSpecimenArb(env, false),
    lower: fc.boolean(),
  });
  return {
    area: "override",
    title: "a POST with X-HTTP-Method-Override acts as the named method",
    numRuns: Math.max(kinds.length, Math.round(numRuns / 4)),
    arbitrary,
    examples: kinds.map((override) => ({ ...sampleOne(arbitrary, 4), override })),
    async run({ override, specimen, lower }, namespace) {
      const api = session.api(0);
      const referenceId = `${namespace}-ov`;
      const created = await session.answer(
        api.POST("/api/v1.1/jobs", {
          body: { ...specimenBody(specimen, namespace, nowSeconds()), referenceId } as JobCreate,
        }),
      );
      session.expectStatus("create.response.201", created, 201, [201], "create");
      const job = predictionOf(session, created.json);
      const name = (method: string) => (lower && session.reference ? method.toLowerCase() : method);
      const json = { "Content-Type": "application/json" };
      const title = `${namespace} Overridden`;
      const read = () => session.answer(api.GET("/api/v1.1/jobs/{id}", { params: { path: { id: job.id } } }));
      if (override === "put-by-id" || override === "put-by-reference") {
        const answer =
          override === "put-by-id"
            ? await session.raw({
                method: "POST",
                path: `/api/v1.1/jobs/${job.id}`,
                headers: { ...json, "X-HTTP-Method-Override": name("PUT") },
                body: JSON.stringify({ title }),
              })
            : await session.raw({
                method: "POST",
                path: "/api/v1.1/jobs",
                headers: { ...json, "X-HTTP-Method-Override": name("PUT") },
                body: JSON.stringify({ referenceId, title }),
              });
        session.expectStatus("override.put", answer, 200, [200], "POST overridden to PUT");
        session.expectValue("override.put", answer, "", answer.json, { ...job, title });
        const after = await read();
        session.expectValue("override.put", after, "/title", after.json?.title, title);
        return;
      }
      if (override === "delete-by-id" || override === "delete-by-reference") {
        const answer =
          override === "delete-by-id"
            ? await session.raw({
                method: "POST",
                path: `/api/v1.1/jobs/${job.id}`,
                headers: { "X-HTTP-Method-Override": name("DELETE") },
              })
            : await session.raw({
                method: "POST",
                path: "/api/v1.1/jobs",
                headers: { ...json, "X-HTTP-Method-Override": name("DELETE") },
                body: JSON.stringify({ referenceId }),
              });
        session.expectStatus("override.delete", answer, 204, [204], "POST overridden to DELETE");
        const after = await read();
        session.expectRejected("override.delete", after, { status: 404 }, "GET after the overridden DELETE");
        return;
      }
      const answer =
        override === "bad-value"
          ? await session.raw({
              method: "POST",
              path: `/api/v1.1/jobs/${job.id}`,
              headers: { ...json, "X-HTTP-Method-Override": "PATCH" },
              body: JSON.stringify({ title }),
            })
          : await session.raw({
              method: "POST",
              path: `/api/v1.1/jobs/${job.id}`,
              headers: json,
              body: JSON.stringify({ title }),
            });
      session.expectRejected(
        "ref.override.rules",
        answer,
        { status: override === "bad-value" ? 400 : 405 },
        override === "bad-value" ? "an override naming PATCH" : "POST /jobs/{id} without an override",
      );
      const after = await read();
      session.expectValue("ref.override.rules", after, "", after.json, job);
    },
  };
}
