/**
 * Requests the service cannot read: malformed JSON, a body that is not an object, a
 * Content-Type other than application/json, an oversized body, a bad job id, an
 * unknown path or method. Each is refused and changes nothing; an accepted
 * Content-Type variant creates the job.
 */
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import type { Requirements } from "../catalogue/index.js";
import { nowSeconds } from "../dates.js";
import { predictionOf } from "../model/documented.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";
import { pick as pickValue } from "./rule-catalog.js";
import { expectNothingIn } from "./validation-rules.js";

type Malformation =
  | "bad-json"
  | "not-object"
  | "content-type"
  | "json-variant"
  | "oversized"
  | "bad-id"
  | "unknown-path"
  | "bad-method";
type Target = "create" | "update" | "upsert";

/** One drawn malformed request. */
export interface MalformedCheck {
  malformation: Malformation;
  target: Target;
  specimen: JobSpecimen;
  variant: number;
}

const BAD_JSON = ['{"title": ', "{'title': 'x'}", "not json", '{"title": "x",}'];
const NOT_OBJECT = ["[]", '"a job"', "42", "null"];
const WRONG_TYPES = ["text/plain", "application/xml", "application/x-www-form-urlencoded", "text/json"];
const JSON_VARIANTS = ["application/json; charset=UTF-8", "application/json;charset=utf-8"];
const REFERENCE_JSON_VARIANTS = ["APPLICATION/JSON", "Application/Json; charset=UTF-8"];
const BAD_IDS = ["abc", "0", "-1", "2147483648", "1.5"];
const ONE_MIB = 1024 * 1024;

/** What a refused body puts to the test. */
const REQUIREMENTS: Partial<Record<Malformation, Requirements>> = {
  "bad-json": "api.json-bodies",
  "not-object": "ref.requests.malformed",
  "content-type": "ref.requests.content-type",
  oversized: "ref.requests.body-limit",
};

/** The malformed-request property of the `requests` area. */
export function malformedRequestsProperty({
  session,
  env,
  numRuns,
}: PropertyEnvironment): ConformanceProperty<MalformedCheck> {
  const reference = session.reference;
  // The seed level states JSON bodies, JSON Content-Types with parameters and Int32 ids;
  // how the service answers other Content-Types is the reference level's decision.
  const kinds: Malformation[] = reference
    ? ["bad-json", "not-object", "content-type", "json-variant", "oversized", "bad-id", "unknown-path", "bad-method"]
    : ["bad-json", "json-variant", "bad-id"];
  const arbitrary = fc.record({
    malformation: fc.constantFrom(...kinds),
    target: fc.constantFrom<Target>("create", "update", "upsert"),
    specimen: jobSpecimenArb(env, false),
    variant: fc.nat({ max: 7 }),
  });
  return {
    area: "requests",
    title: "requests the service cannot read are refused and change nothing",
    numRuns: Math.max(kinds.length, Math.round(numRuns / 2)),
    arbitrary,
    examples: kinds.map((malformation) => ({ ...sampleOne(arbitrary, 2), malformation })),
    async run({ malformation, target, specimen, variant }, namespace) {
      const valid = { ...specimenBody(specimen, namespace, nowSeconds()), referenceId: `${namespace}-m` };
      const pick = <T>(values: readonly T[]): T => pickValue(values, variant);
      if (malformation === "bad-id") {
        const method = pick(["GET", "PUT", "DELETE"]);
        const path = `/api/v1.1/jobs/${pick(BAD_IDS)}`;
        const answer = await session.raw(
          method === "PUT"
            ? { method, path, headers: { "Content-Type": "application/json" }, body: '{"title":"x"}' }
            : { method, path },
        );
        session.expectRejected(
          reference ? ["job.id.assigned", "ref.requests.bad-job-id"] : "job.id.assigned",
          answer,
          { status: 400 },
          "a job id that is not a positive Int32",
        );
        return;
      }
      if (malformation === "unknown-path" || malformation === "bad-method") {
        const answer =
          malformation === "unknown-path"
            ? await session.raw({
                method: "GET",
                path: pick(["/api/v1.1/jobz", "/api/v1.1/jobs/1/extra", "/api/v1.0/jobs"]),
              })
            : await session.raw({
                method: "PATCH",
                path: "/api/v1.1/jobs",
                headers: { "Content-Type": "application/json" },
                body: "{}",
              });
        session.expectRejected(
          "ref.requests.unknown-path",
          answer,
          { status: malformation === "unknown-path" ? 404 : 405 },
          malformation,
        );
        if (malformation === "bad-method") {
          session.expect(
            "ref.requests.unknown-path",
            Boolean(answer.headers.allow),
            "405 without an Allow header",
            answer,
          );
        }
        return;
      }
      let existing: Record<string, unknown> | undefined;
      if (target === "update") {
        const created = await session.answer(session.api(0).POST("/api/v1.1/jobs", { body: valid as never }));
        session.expectStatus("create.response.201", created, 201, [201], "create a job to update");
        existing = predictionOf(session, created.json);
      }
      const path = target === "update" ? `/api/v1.1/jobs/${existing?.id}` : "/api/v1.1/jobs";
      const method = target === "create" ? "POST" : "PUT";
      const json = JSON.stringify(target === "update" ? { title: `${namespace} Changed` } : valid);
      const request = { method, path, headers: { "Content-Type": "application/json" }, body: json } as {
        method: string;
        path: string;
        headers: Record<string, string>;
        body: string;
        bodyRecipe?: string;
      };
      let status = 400;
      if (malformation === "bad-json") {
        request.body = pick(BAD_JSON);
      }
      if (malformation === "not-object") {
        request.body = pick(NOT_OBJECT);
      }
      if (malformation === "content-type") {
        request.headers["Content-Type"] = pick(WRONG_TYPES);
        status = 415;
      }
      if (malformation === "oversized") {
        const padding = "x".repeat(ONE_MIB);
        request.body = JSON.stringify({ ...JSON.parse(json), description: padding });
        request.bodyRecipe = `"$(node -e 'process.stdout.write(JSON.stringify(${JSON.stringify({ ...JSON.parse(json), description: "@" })}).replace("@", "x".repeat(${ONE_MIB})))')"`;
        status = 413;
      }
      if (malformation === "json-variant") {
        request.headers["Content-Type"] = pick(
          reference ? [...JSON_VARIANTS, ...REFERENCE_JSON_VARIANTS] : JSON_VARIANTS,
        );
        const answer = await session.raw(request);
        session.expectStatus(
          "api.content-type.json-with-parameters",
          answer,
          target === "create" || target === "upsert" ? 201 : 200,
          target === "update" ? [200] : target === "create" ? [201] : "2xx",
          `JSON sent as ${request.headers["Content-Type"]}`,
        );
        return;
      }
      const requirements = REQUIREMENTS[malformation] ?? "api.json-bodies";
      const answer = await session.raw(request);
      session.expectRejected(requirements, answer, { status }, `${method} ${path} with ${malformation}`);
      if (existing) {
        const after = await session.answer(
          session.api(0).GET("/api/v1.1/jobs/{id}", { params: { path: { id: existing.id as number } } }),
        );
        session.expectValue(requirements, after, "", after.json, existing);
      } else {
        await expectNothingIn(session, namespace, `a ${malformation} ${target}`, requirements);
      }
    },
  };
}
