/**
 * The independent implementations as conformance targets, for the tests and for the
 * measurement in bench/independents.ts: how to start each, and how a seed run against
 * one is judged.
 */
import { type ConformanceReport, checkConformance } from "../../src/index.js";
import { ALPHA_KEYS, createAlpha } from "./independent/alpha.js";
import type { Behaviour } from "./independent/behaviour.js";
import { BETA_KEYS, createBeta } from "./independent/beta.js";
import { createDelta, DELTA_KEYS } from "./independent/delta.js";
import { createGamma, GAMMA_KEYS } from "./independent/gamma.js";

/** A base URL with a port, so that a URL the target returns is compared in full. */
export const BASE_URL_WITH_PORT = "http://jobs.conformance.test:8443";

/** One implementation: its keys, and a fresh instance (`admin` adds the `/__admin` clock). */
export interface Target {
  name: string;
  keys: readonly string[];
  create(options: { admin: boolean; behaviour?: Partial<Behaviour> }): { fetch(request: Request): Promise<Response> };
}

export const TARGETS: Record<"alpha" | "beta" | "gamma" | "delta", Target> = {
  alpha: { name: "alpha", keys: ALPHA_KEYS, create: ({ behaviour }) => createAlpha(behaviour ? { behaviour } : {}) },
  beta: { name: "beta", keys: BETA_KEYS, create: (options) => createBeta(options) },
  gamma: { name: "gamma", keys: GAMMA_KEYS, create: (options) => createGamma(options) },
  delta: { name: "delta", keys: DELTA_KEYS, create: (options) => createDelta(options) },
};

/** A seed-profile run against a fresh instance of `target`. */
export function seedRun(
  target: Target,
  run: { seed: number; numRuns?: number; admin: boolean; behaviour?: Partial<Behaviour> },
): Promise<ConformanceReport> {
  const server = target.create({ admin: run.admin, ...(run.behaviour ? { behaviour: run.behaviour } : {}) });
  return checkConformance({
    fetch: (request) => server.fetch(request),
    baseUrl: BASE_URL_WITH_PORT,
    apiKeys: [...target.keys],
    profile: "seed",
    seed: run.seed,
    ...(run.numRuns === undefined ? {} : { numRuns: run.numRuns }),
  });
}

/** The failed properties whose failure names `requirement`. */
export function naming(report: ConformanceReport, requirement: string) {
  return report.properties.filter(
    (property) =>
      property.status === "failed" && property.failure?.requirements.some((named) => named.id === requirement),
  );
}
