/**
 * Learning over arbitrary answers: a deployment whose every answer may be replaced by any
 * status, Content-Type, headers and body still gets a dialect document the dialect schema
 * accepts, each knob it hid listed once under `unobserved`.
 */

import { createJobsServer } from "@jobs-toolkit/mock-server";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import fc from "fast-check";
import { expect, it } from "vitest";
import { checkConformance, learnDialect } from "../src/index.js";
import { FAKE_KEYS } from "./support/dialect-targets.js";

/** A transient answer (429, 502 to 504) makes the run inconclusive, a condition of the moment rather than a choice. */
const TRANSIENT = new Set([429, 502, 503, 504]);

/** An answer of any kind an HTTP server can send, but a transient one. */
const answerArb = fc.record({
  status: fc.oneof(
    fc.constantFrom(200, 201, 204, 400, 401, 403, 404, 405, 409, 415, 422, 500),
    fc.integer({ min: 200, max: 599 }).filter((status) => !TRANSIENT.has(status)),
  ),
  contentType: fc.option(
    fc.constantFrom("application/json", "application/problem+json", "text/plain", "text/html", "application/x-weird"),
    { nil: undefined },
  ),
  headers: fc.dictionary(
    fc.constantFrom("www-authenticate", "allow", "retry-after", "location", "x-other"),
    fc.string({ maxLength: 300 }),
    { maxKeys: 3 },
  ),
  body: fc.oneof(
    fc.constant(""),
    fc.string({ maxLength: 400 }),
    fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value)),
  ),
});

/** For each request in turn: the server's own answer (undefined) or one drawn in its place. */
const scriptArb = fc.array(fc.option(answerArb, { nil: undefined, freq: 2 }), { minLength: 1, maxLength: 60 });

/**
 * The requests a run sends before learning starts, to find what its checks need: these
 * are answered as the server answers them (a deployment that hides its reference data is
 * a set-up problem, nothing learnt), the learning's own ones as drawn.
 */
async function requestsBeforeLearning(): Promise<number> {
  const server = createJobsServer();
  let sent = 0;
  const fetch = (request: Request) => {
    sent++;
    return server.fetch(request);
  };
  await checkConformance({ fetch, apiKeys: [...FAKE_KEYS], only: [], seed: SEED });
  return sent;
}

const SEED = 7;

it("writes a document the dialect schema accepts whatever the deployment answers", { timeout: 300_000 }, async () => {
  const untouched = await requestsBeforeLearning();
  await fc.assert(
    fc.asyncProperty(scriptArb, async (script) => {
      const server = createJobsServer();
      let sent = 0;
      const fetch = async (request: Request): Promise<Response> => {
        sent++;
        const drawn = sent <= untouched ? undefined : script[sent % script.length];
        const own = await server.fetch(request);
        if (drawn === undefined) {
          return own;
        }
        const headers = new Headers(drawn.headers);
        if (drawn.contentType) {
          headers.set("content-type", drawn.contentType);
        }
        const empty = drawn.status === 204 || drawn.status === 205 || drawn.status === 304;
        return new Response(empty ? null : drawn.body, { status: drawn.status, headers });
      };
      const { dialect } = await learnDialect({ fetch, apiKeys: [...FAKE_KEYS], only: [], seed: SEED, retries: 0 });
      const unobserved = dialect.document.unobserved ?? [];
      expect(await checkDialect(dialect.document)).toEqual([]);
      expect(unobserved).toEqual([...new Set(unobserved)]);
    }),
    { numRuns: 25, seed: 42 },
  );
});
