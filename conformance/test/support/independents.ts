/**
 * The independent implementations as conformance targets, for the tests and for the
 * measurement in bench/independents.ts: how to start each, and how a seed run against
 * one is judged.
 */
import { type Area, CATALOGUE, type ConformanceReport, checkConformance } from "../../src/index.js";
import { ALPHA_KEYS, createAlpha } from "./independent/alpha.js";
import type { Behaviour } from "./independent/behaviour.js";
import { BETA_KEYS, createBeta } from "./independent/beta.js";
import { createDelta, DELTA_KEYS, DELTA_REFERENCE_IDS } from "./independent/delta.js";
import { createEpsilon, EPSILON_KEYS, EPSILON_REFERENCE_IDS } from "./independent/epsilon.js";
import { BLIND_SPOT_FAULTS, FAULTS, type Fault } from "./independent/faults.js";
import { createGamma, GAMMA_KEYS, GAMMA_REFERENCE_IDS } from "./independent/gamma.js";
import { createZeta, ZETA_KEYS, ZETA_REFERENCE_IDS } from "./independent/zeta.js";

/** A base URL with a port, so that a URL the target returns is compared in full. */
const BASE_URL_WITH_PORT = "http://jobs.conformance.test:8443";

/** One implementation: its keys, and a fresh instance (`admin` adds the `/__admin` clock). */
export interface Target {
  name: string;
  keys: readonly string[];
  /** The ids of its categories and position types, for a run told them (`--category-ids`). */
  referenceIds?: { categoryIds: readonly number[]; positionTypeIds: readonly number[] };
  create(options: { admin: boolean; behaviour?: Partial<Behaviour>; now?: () => number }): {
    fetch(request: Request): Promise<Response>;
  };
}

export const TARGETS: Record<"alpha" | "beta" | "gamma" | "delta" | "epsilon" | "zeta", Target> = {
  alpha: {
    name: "alpha",
    keys: ALPHA_KEYS,
    create: ({ behaviour, now }) => createAlpha({ ...(behaviour ? { behaviour } : {}), ...(now ? { now } : {}) }),
  },
  beta: { name: "beta", keys: BETA_KEYS, create: (options) => createBeta(options) },
  gamma: {
    name: "gamma",
    keys: GAMMA_KEYS,
    referenceIds: GAMMA_REFERENCE_IDS,
    create: (options) => createGamma(options),
  },
  delta: {
    name: "delta",
    keys: DELTA_KEYS,
    referenceIds: DELTA_REFERENCE_IDS,
    create: (options) => createDelta(options),
  },
  epsilon: {
    name: "epsilon",
    keys: EPSILON_KEYS,
    referenceIds: EPSILON_REFERENCE_IDS,
    create: (options) => createEpsilon(options),
  },
  zeta: {
    name: "zeta",
    keys: ZETA_KEYS,
    referenceIds: ZETA_REFERENCE_IDS,
    create: ({ behaviour, now }) => createZeta({ ...(behaviour ? { behaviour } : {}), ...(now ? { now } : {}) }),
  },
};

/** A seed-profile run against a fresh instance of `target`. */
export function seedRun(
  target: Target,
  run: {
    seed: number;
    numRuns?: number;
    admin: boolean;
    behaviour?: Partial<Behaviour>;
    /** Tell the run the target's reference ids rather than let it find them. */
    toldIds?: boolean;
    /** The areas to run, all by default. */
    only?: readonly Area[];
    /** Requirements broken on purpose, by id, with the reason. */
    waivers?: Readonly<Record<string, string>>;
  },
): Promise<ConformanceReport> {
  const server = target.create({ admin: run.admin, ...(run.behaviour ? { behaviour: run.behaviour } : {}) });
  return checkConformance({
    fetch: (request) => server.fetch(request),
    baseUrl: BASE_URL_WITH_PORT,
    apiKeys: [...target.keys],
    profile: "seed",
    seed: run.seed,
    ...(run.toldIds ? target.referenceIds : {}),
    ...(run.numRuns === undefined ? {} : { numRuns: run.numRuns }),
    ...(run.only ? { only: [...run.only] } : {}),
    ...(run.waivers ? { waivers: { ...run.waivers } } : {}),
  });
}

/** The areas whose checks put `requirement` to the test, as the catalogue names them. */
export function areasChecking(requirement: string): readonly Area[] {
  const entry = CATALOGUE.find((candidate) => candidate.id === requirement);
  if (!entry?.check.checkable) {
    throw new Error(`${requirement} is no checkable requirement of the catalogue`);
  }
  return entry.check.areas;
}

/** The failed properties with a failure that names `requirement`. */
export function naming(report: ConformanceReport, requirement: string) {
  return report.properties.filter(
    (property) =>
      property.status === "failed" &&
      (property.failures ?? []).some((failure) =>
        [failure.broken, ...failure.alsoExercised].some((named) => named?.id === requirement),
      ),
  );
}

/**
 * Faults a target's own legal choice makes inert, so they are no defect there: delta
 * forgets the routing field that does not apply, so it shows null whatever the knob.
 */
const INERT: Partial<Record<string, readonly string[]>> = {
  delta: ["other-routing-field-shown"],
};

/** Every fault of the library that is a defect of `target`. */
export function faultsFor(target: Target): Fault[] {
  return [...FAULTS, ...BLIND_SPOT_FAULTS].filter((fault) => !INERT[target.name]?.includes(fault.id));
}
