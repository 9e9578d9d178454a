/**
 * A deployment that already holds jobs, and spreads its ids: the interface document promises
 * an integer id and nothing about its order, so a job made before the run may hold any id,
 * the ids a run guesses to be nobody's included. A run asks what such an id answers, and a
 * job of the key's own at that id is no fault; it never deletes or changes a job it did not
 * make. (Drawn deployment 59 of `npm run bench:space -- --seed 2027`, whose ids are random in
 * a range, failed a GET of a job made by another property of the same run.)
 */
import { bodyText, createCoreRequest, createJobsServer } from "@jobs-toolkit/mock-server";
import { buildJob } from "@jobs-toolkit/mock-server/testing";
import { expect, it } from "vitest";
import { checkConformance, formatPretty } from "../src/index.js";

const KEYS = ["demo-key-1", "demo-key-2"];
/** Jobs the first key's employer holds before the run: more than a run's guesses reach. */
const HELD_BEFORE = 1_500;
/** Where the held jobs' ids begin: a million past the run's own, where the run guesses ids nobody holds. */
const HELD_FROM = 1_000_000;
const JOB_PATH = /^(\/api\/v1\.1\/jobs\/)(\d+)$/;
const INT32_MAX = 2_147_483_647;
/** A server id no job has. */
const NOBODYS = INT32_MAX - 1;

/**
 * The reference server behind ids of its own: the jobs it held before the run show as
 * {@link HELD_FROM} and up, the run's own as 1, 2, 3...: a legal choice of ids.
 */
function spreadIdsDeployment() {
  const server = createJobsServer();
  /** The server's id of the last job it held before the run. */
  let before = 0;
  for (let index = 0; index < HELD_BEFORE; index += 1) {
    const created = server.handle(
      createCoreRequest({
        method: "POST",
        url: "/api/v1.1/jobs",
        headers: { "api-key": "demo-key-1", "content-type": "application/json" },
        body: JSON.stringify(buildJob({ title: `Held before the run ${index}` }, { seed: index })),
      }),
    );
    if (created.status !== 201) {
      throw new Error(`the deployment's own job was refused: ${created.status}`);
    }
    before = JSON.parse(bodyText(created) ?? "{}").id;
  }
  const shown = (real: number) => (real <= before ? HELD_FROM + real : real - before);
  /** The server's id of a shown one; an id no job shows stays out of the server's ids, and one no id can be stays as it is. */
  const real = (id: number) => {
    if (id < 1 || id > INT32_MAX) {
      return id;
    }
    if (id < HELD_FROM) {
      return id + before;
    }
    const held = id - HELD_FROM;
    return held >= 1 && held <= before ? held : NOBODYS;
  };
  /** The deployment's own jobs a request changed: none may be. */
  const changed: string[] = [];
  const fetch = async (request: Request): Promise<Response> => {
    const url = new URL(request.url);
    const path = JOB_PATH.exec(url.pathname);
    const id = path ? real(Number(path[2])) : undefined;
    if (path) {
      url.pathname = `${path[1]}${id}`;
    }
    const answer = await server.fetch(new Request(url, request));
    if (id !== undefined && id <= before && request.method !== "GET" && answer.ok) {
      changed.push(`${request.method} of job ${shown(id)}`);
    }
    const type = answer.headers.get("content-type") ?? "";
    const headers = new Headers(answer.headers);
    const location = headers.get("location");
    const located = location ? JOB_PATH.exec(new URL(location, url).pathname) : null;
    if (location && located) {
      headers.set("location", new URL(`${located[1]}${shown(Number(located[2]))}`, url).href);
    }
    if (!type.includes("json") || answer.status === 204) {
      return new Response(answer.body, { status: answer.status, headers });
    }
    // The text, not a parse and a stringify, which would drop the four decimals of amounts:
    // the server writes a job's own id first, before its referenceId.
    const text = (await answer.text()).replace(
      /\{"id":(\d+),"referenceId"/g,
      (_, id: string) => `{"id":${shown(Number(id))},"referenceId"`,
    );
    headers.delete("content-length");
    return new Response(text, { status: answer.status, headers });
  };
  return { fetch, changed };
}

it("passes a deployment whose jobs made before the run hold the ids a run guesses nobody holds, and leaves those jobs alone", async () => {
  const deployment = spreadIdsDeployment();
  const report = await checkConformance({
    fetch: deployment.fetch,
    apiKeys: KEYS,
    profile: "seed",
    only: ["model"],
    seed: 20_261_207,
    numRuns: 60,
  });
  expect(report.ok, formatPretty(report)).toBe(true);
  expect(deployment.changed).toEqual([]);
}, 120_000);
