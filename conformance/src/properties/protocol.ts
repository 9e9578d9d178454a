/**
 * HTTP details the reference level fixes: CORS preflight, `__proto__`-style keys treated as
 * unknown fields, and X-HTTP-Method-Override ignored on methods other than POST.
 */

import type { JobCreate } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import { nowSeconds } from "../dates.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

type Detail = "preflight" | "prototype-keys" | "override-ignored";

/** One drawn protocol detail. */
export interface ProtocolCheck {
  detail: Detail;
  specimen: JobSpecimen;
  key: "__proto__" | "constructor" | "prototype";
  path: "/api/v1.1/jobs" | "/api/v1.1/positiontypes";
}

const DETAILS: Detail[] = ["preflight", "prototype-keys", "override-ignored"];

/** The protocol property of the `requests` area (reference profile). */
export function protocolProperty({ session, env, numRuns }: PropertyEnvironment): ConformanceProperty<ProtocolCheck> {
  const arbitrary = fc.record({
    detail: fc.constantFrom(...DETAILS),
    specimen: jobSpecimenArb(env, false),
    key: fc.constantFrom<"__proto__" | "constructor" | "prototype">("__proto__", "constructor", "prototype"),
    path: fc.constantFrom<"/api/v1.1/jobs" | "/api/v1.1/positiontypes">("/api/v1.1/jobs", "/api/v1.1/positiontypes"),
  });
  return {
    area: "requests",
    title: "CORS preflight, prototype keys and method overrides on other methods behave as the reference level decides",
    skip: session.reference
      ? undefined
      : "CORS, prototype keys and overrides on other methods are reference-level decisions",
    numRuns: Math.max(DETAILS.length, Math.round(numRuns / 5)),
    arbitrary,
    examples: DETAILS.map((detail) => ({ ...sampleOne(arbitrary, 5), detail })),
    async run({ detail, specimen, key, path }, namespace) {
      if (detail === "preflight") {
        const answer = await session.raw(
          {
            method: "OPTIONS",
            path,
            headers: {
              Origin: "https://app.example.org",
              "Access-Control-Request-Method": "PUT",
              "Access-Control-Request-Headers": "api-key, content-type, x-http-method-override",
            },
          },
          "none",
        );
        session.expectStatus("ref.cors", answer, 204, [204], "CORS preflight");
        const allowed = (answer.headers["access-control-allow-headers"] ?? "").toLowerCase();
        for (const name of ["api-key", "content-type", "x-http-method-override"]) {
          session.expect(
            "ref.cors",
            allowed === "*" || allowed.includes(name),
            `the preflight does not allow the ${name} header: '${allowed}'`,
            answer,
          );
        }
        session.expect(
          "ref.cors",
          Boolean(answer.headers["access-control-allow-origin"]),
          "the preflight has no Access-Control-Allow-Origin",
          answer,
        );
        return;
      }
      const body = specimenBody(specimen, namespace, nowSeconds());
      if (detail === "prototype-keys") {
        // Written by hand: JSON.stringify would drop a __proto__ key.
        const text = `{"${key}":{"status":"active","confidential":true},${JSON.stringify(body).slice(1)}`;
        const answer = await session.raw({
          method: "POST",
          path: "/api/v1.1/jobs",
          headers: { "Content-Type": "application/json" },
          body: text,
        });
        const requirement = "ref.requests.unknown-and-read-only-fields";
        session.expectStatus(requirement, answer, 201, [201], `a body with a '${key}' key`);
        session.expectValue(requirement, answer, "/status", answer.json?.status, "draft");
        session.expectValue(
          requirement,
          answer,
          "/confidential",
          answer.json?.confidential,
          body.confidential ?? false,
        );
        return;
      }
      const created = await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: body as JobCreate }));
      session.expectStatus("create.response.201", created, 201, [201], "create");
      const answer = await session.raw({
        method: "GET",
        path: `/api/v1.1/jobs/${created.json.id}`,
        headers: { "X-HTTP-Method-Override": "DELETE" },
      });
      session.expectStatus("ref.override.rules", answer, 200, [200], "GET with an override naming DELETE");
      const after = await session.answer(
        session.api(0).GET("/api/v1.1/jobs/{id}", { params: { path: { id: created.json.id } } }),
      );
      session.expectStatus("ref.override.rules", after, 200, [200], "the job is still there");
    },
  };
}
