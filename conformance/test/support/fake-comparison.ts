/**
 * A deployment against the fake learnt from it, as the README's recipe makes one: its
 * dialect learnt, the reference server started from the dialect with the demo employers,
 * and the same seed run and protocol edges sent to a fresh instance of each. Shared by
 * fake-by-example.test.ts and bench/fake-agreement.ts.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Dialect } from "@jobs-toolkit/spec";
import { type DifferentialSummary, mirrorFetch, summarise } from "../../src/differential/mirror.js";
import { type Area, checkConformance, learnDialect } from "../../src/index.js";
import { sendProofEdges } from "../../src/program-differential.js";
import type { Target } from "./independents.js";

const BASE = "http://jobs.deployment.test:8443";

/** Where a target lists its reference collections, as `--categories-path` and `--position-types-path` give it. */
export interface CollectionPaths {
  categoriesPath?: string;
  positionTypesPath?: string;
}

/**
 * The dialect document learning writes for `target`; `now` fixes the deployment's clock, so
 * that jobs learning makes in a row share their publishDate and their order is the
 * deployment's order of ties, observed every time rather than when no second ticked between.
 */
export async function learntDialect(target: Target, paths: CollectionPaths = {}, now?: () => number): Promise<Dialect> {
  return (await learntAsItRuns(target, paths, now)).dialect;
}

type Deployment = ReturnType<Target["create"]>;

/** The dialect learnt from one instance of `target`, and that instance as learning left it (its jobs and places added). */
export async function learntAsItRuns(
  target: Target,
  paths: CollectionPaths = {},
  now?: () => number,
): Promise<{ dialect: Dialect; deployment: Deployment }> {
  const deployment = target.create({ admin: true, ...(now ? { now } : {}) });
  const { dialect } = await learnDialect({
    fetch: (request) => deployment.fetch(request),
    baseUrl: BASE,
    apiKeys: [...target.keys],
    profile: "seed",
    only: [],
    ...paths,
  });
  return { dialect: dialect.document, deployment };
}

/**
 * A clock in milliseconds that moves 3 at each reading, from `from` (the real time's last
 * whole second by default): jobs made in a row share their second at different
 * milliseconds however slow the machine, so a run's lists show a deployment's order of ties
 * every time. (On a real clock a loaded machine made them seconds apart, and no list showed
 * a tie.) Two sides on clocks from one instant part as each reads its own.
 */
export function steppingClock(from = Math.floor(Date.now() / 1000) * 1000): () => number {
  let ms = from;
  return () => {
    ms += 3;
    return ms;
  };
}

/**
 * One seed run and the edges, sent to a fresh `target` and a fresh fake of `dialect` (the
 * default without one); or, given `asItRuns`, to the instance learning left, as a user
 * proves a fake against the deployment it was learnt from. `run.clock` makes the
 * clock of each (real time by default).
 */
export async function compareWithFake(
  target: Target,
  dialect: Dialect | undefined,
  run: { seed: number; numRuns: number; only?: readonly Area[]; clock?: () => () => number },
  paths: CollectionPaths = {},
  asItRuns?: Deployment,
): Promise<DifferentialSummary> {
  const clock = () => (run.clock ? { now: run.clock() } : {});
  const deployment = asItRuns ?? target.create({ admin: true, ...clock() });
  const fake = createJobsServer({ ...(dialect ? { dialect } : {}), ...clock() });
  const mirror = mirrorFetch(
    (request) => deployment.fetch(request),
    (request) => fake.fetch(request),
    { baseUrl: "http://fake.test", keys: new Map(target.keys.map((key, index) => [key, `demo-key-${index + 1}`])) },
  );
  await checkConformance({
    fetch: mirror.fetch,
    baseUrl: BASE,
    apiKeys: [...target.keys],
    profile: "seed",
    seed: run.seed,
    numRuns: run.numRuns,
    ...(run.only ? { only: [...run.only] } : {}),
    ...paths,
  });
  await sendProofEdges(mirror, BASE, target.keys[0] as string, { list: "edgelinks", refresh: "edgerefresh" });
  // A fresh deployment and the fake start from the same places: another place id is the fake's own.
  return summarise(mirror.pairs, asItRuns ? "paired" : "as-shown");
}
