/**
 * What a conformance run takes, and the defaults it fills in.
 */

import type { Dialect } from "@jobs-toolkit/spec";

/** Most bytes of one answer the suite reads (16 MiB): its largest real page is some 2 MiB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 16 * 1024 * 1024;

/**
 * Most requests in flight: a distant target (80 ms away) answers a default seed run in some
 * 20 s with 16, where 4 took a minute.
 */
export const DEFAULT_CONCURRENCY = 16;

/** Most retries of one request after a transient answer. */
export const DEFAULT_RETRIES = 6;

/**
 * `seed` asserts only seed-level requirements (the published interface); `reference` adds
 * the toolkit's own decisions; `dialect` asserts only the knobs of a dialect document.
 */
export type Profile = "seed" | "reference" | "dialect";

const PROFILES: readonly Profile[] = ["seed", "reference", "dialect"];

/** The areas a run covers; `--only` picks some of them. */
export const AREAS = [
  "model",
  "rules",
  "requests",
  "auth",
  "query",
  "paging",
  "tenancy",
  "round-trip",
  "defaults",
  "decimals",
  "override",
  "collections",
  "time",
  "dialect",
] as const;

/** One area of checks. */
export type Area = (typeof AREAS)[number];

/** The area of `--profile dialect`, which runs no other. */
const DIALECT_AREA: Area = "dialect";

/** A fetch-shaped function, such as a server's in-process `fetch`. */
export type FetchLike = (request: Request) => Promise<Response>;

/** What a run reports while it goes, for a progress line. */
export interface ProgressEvent {
  area: Area;
  /** The property, as its report line names it. */
  title: string;
  phase: "start" | "run" | "end";
  runs: number;
  numRuns: number;
  /** Requests sent so far, retries included. */
  requests: number;
  /** Properties ended, of all the run has. */
  propertiesDone: number;
  propertiesTotal: number;
  /** Requests sent again after transient answers so far. */
  retries: number;
  /** Requests sent and not yet answered at the moment of the event. */
  inFlight: number;
  /** The share of the run done, from 0 to 1, counting the runs of properties under way. */
  fraction: number;
}

/** How to run the suite; only `apiKeys` and a target (`baseUrl` or `fetch`) are required. */
export interface ConformanceOptions {
  /** Root of the deployment, e.g. `https://jobs.example.org`; with `fetch`, any origin works. */
  baseUrl?: string;
  /** One key, or two of different employers (the second enables the tenancy checks). */
  apiKeys: readonly string[];
  /** `seed` (default), `reference` or `dialect`. */
  profile?: Profile;
  /** The dialect `--profile dialect` checks the target against (by default the reference server's own, `{}`). */
  dialect?: Dialect;
  /** How the dialect was given, as replay commands repeat it after `--profile dialect` (`--dialect FILE`). */
  dialectSource?: string;
  /**
   * Knob paths the dialect's own source kept from view (`LearntDialect.unobservable`, a
   * dialect's `unobserved`): reported unobserved, not checked, and the run inconclusive.
   */
  unobservedKnobs?: readonly string[];
  /** After the checks, observes every knob of a dialect document and reports it as `report.dialect`. */
  learnDialect?: boolean;
  /** The fast-check seed; a fresh one is drawn when absent. */
  seed?: number;
  /** Runs per property (100). */
  numRuns?: number;
  /** Replays one counterexample: the path a failure report printed, `@` and a command replay path included (use with `seed` and `only`). */
  path?: string;
  /** Restricts the run to these areas. */
  only?: readonly Area[];
  /** Sends every request through this function instead of the network (in-process targets). */
  fetch?: FetchLike;
  /** Most requests in flight at once (16): each property's runs are split into this many shards that run side by side; 1 sends one request at a time. */
  concurrency?: number;
  /** Longest wait for one response, its body included, in milliseconds (10000). */
  timeoutMs?: number;
  /** Most bytes of one response read (16 MiB); a larger one stops the run. */
  maxResponseBytes?: number;
  /** Most requests the checks may send (cleanup is never refused); 0 means no limit. */
  maxRequests?: number;
  /** Most retries of one request after transient answers (429, 502, 503, 504, resets, timeouts) (6); 0 turns retries off. */
  retries?: number;
  /** Most requests a second, client-side (0: unpaced, the default). */
  rateLimit?: number;
  /** Job category ids the target takes, for a target that does not list them (by default discovered, else 1 to 3). */
  categoryIds?: readonly number[];
  /** Where the target lists its job categories, when not at a usual path (`/api/v1.1/jobcategories`, `/api/v1.1/categories`). */
  categoriesPath?: string;
  /** Where the target lists its position types, when not at `/api/v1.1/positiontypes`. */
  positionTypesPath?: string;
  /** Position type ids the target takes, for a target that does not list them (by default discovered, else 1 and 2). */
  positionTypeIds?: readonly number[];
  /** Each key's job plan, by the key or its number from 1 (`{ "2": "standard" }`), where the target does not reveal it. */
  plans?: Readonly<Record<string, JobPlan>>;
  /** Prints the plan and sends nothing. */
  dryRun?: boolean;
  /** Fails the run when fewer than this percentage of the profile's checkable requirements were checked. */
  minCoverage?: number;
  /** Header `Admin-Token` for the reference server's `/__admin` controls. */
  adminToken?: string;
  /** A prefix for every created job's title and referenceId; a run-unique one is drawn when absent. */
  prefix?: string;
  /**
   * Requirements a deployment breaks on purpose, by catalogue id, each with its reason
   * (`{ "create.default.close-date-60-days": "we close a day early" }`): still checked and
   * reported with their evidence, their breaks do not fail the run and hide nothing else.
   */
  waivers?: Readonly<Record<string, string>>;
  /** Stops the run (then cleans up), e.g. on Ctrl-C. */
  signal?: AbortSignal;
  /** Called as areas start, advance and end. */
  onProgress?: (event: ProgressEvent) => void;
}

/** A path of the target's own, checked: it starts with `/` and holds no query, fragment or space. */
function collectionPath(name: string, path: string | undefined): string | undefined {
  if (path !== undefined && !/^\/[A-Za-z0-9._~%!$&'()*+,;=:@/-]*$/.test(path)) {
    throw new TypeError(`${name} must be a path such as /api/v1.1/job-categories; got '${path}'`);
  }
  return path;
}

/** Options with every default filled in. */
export interface ResolvedOptions {
  baseUrl: string;
  apiKeys: readonly string[];
  profile: Profile;
  dialect: Dialect;
  dialectSource: string | undefined;
  unobservedKnobs: readonly string[];
  learnDialect: boolean;
  seed: number;
  numRuns: number;
  path: string | undefined;
  /** The command replay path of a model failure (after `@` in `path`). */
  replayPath: string | undefined;
  areas: readonly Area[];
  fetch: FetchLike | undefined;
  concurrency: number;
  timeoutMs: number;
  maxResponseBytes: number;
  maxRequests: number;
  retries: number;
  rateLimit: number;
  categoryIds: readonly number[] | undefined;
  categoriesPath: string | undefined;
  positionTypesPath: string | undefined;
  positionTypeIds: readonly number[] | undefined;
  /** Each key's plan as told, by key index. */
  plans: ReadonlyArray<JobPlan | undefined>;
  dryRun: boolean;
  minCoverage: number | undefined;
  adminToken: string | undefined;
  prefix: string;
  /** The waivers, in the order given; their ids are checked against the catalogue by the run. */
  waivers: ReadonlyArray<{ id: string; reason: string }>;
  signal: AbortSignal | undefined;
  onProgress: (event: ProgressEvent) => void;
}

/** The origin used for in-process runs when no base URL is given. */
const IN_PROCESS_BASE_URL = "http://conformance.test";

function positive(name: string, value: number | undefined, fallback: number, allowZero = false): number {
  const result = value ?? fallback;
  if (!Number.isInteger(result) || result < (allowZero ? 0 : 1)) {
    throw new TypeError(`${name} must be a ${allowZero ? "non-negative" : "positive"} integer; got ${value}`);
  }
  return result;
}

function percentage(value: number | undefined): number | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (!Number.isFinite(value) || value < 0 || value > 100) {
    throw new TypeError(`minCoverage must be a percentage from 0 to 100; got ${value}`);
  }
  return value;
}

function ids(name: string, value: readonly number[] | undefined): readonly number[] | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (value.length === 0 || !value.every((id) => Number.isInteger(id) && id >= 1 && id <= 2_147_483_647)) {
    throw new TypeError(`${name} must be one or more positive 32-bit integers; got ${JSON.stringify(value)}`);
  }
  return [...new Set(value)];
}

function waiverList(waivers: Readonly<Record<string, string>> | undefined): ResolvedOptions["waivers"] {
  return Object.entries(waivers ?? {}).map(([id, reason]) => {
    if (typeof reason !== "string" || reason.trim() === "") {
      throw new TypeError(`The waiver of ${id} needs a reason: say why the deployment departs from it`);
    }
    return { id, reason: reason.trim() };
  });
}

/** An employer's job plan: auto-refresh "applies only to employers on unlimited job plans". */
type JobPlan = "standard" | "unlimited";

/** The plans told, by key index: each named by the key itself or by its number from 1. */
function plansOf(keys: readonly string[], plans: Readonly<Record<string, JobPlan>> = {}): Array<JobPlan | undefined> {
  const told: Array<JobPlan | undefined> = keys.map(() => undefined);
  for (const [key, plan] of Object.entries(plans)) {
    const index = /^\d+$/.test(key) && !keys.includes(key) ? Number(key) - 1 : keys.indexOf(key);
    if (index < 0 || index >= keys.length) {
      throw new TypeError(`plans names a key not given: '${key.length > 8 ? `${key.slice(0, 4)}...` : key}'`);
    }
    if (plan !== "standard" && plan !== "unlimited") {
      throw new TypeError(`a plan is standard or unlimited; got '${plan}'`);
    }
    told[index] = plan;
  }
  return told;
}

function rate(value: number | undefined): number {
  if (value === undefined) {
    return 0;
  }
  if (!Number.isFinite(value) || value < 0) {
    throw new TypeError(`rateLimit must be a number of requests a second, 0 or more; got ${value}`);
  }
  return value;
}

/** The areas a run covers: `--profile dialect` runs the dialect area alone, and no other profile runs it. */
function selectedAreas(profile: Profile, only: readonly Area[] | undefined): readonly Area[] {
  const dialect = profile === "dialect";
  for (const area of only ?? []) {
    if (!AREAS.includes(area)) {
      throw new TypeError(`Unknown area '${area}'; use one of ${AREAS.join(", ")}`);
    }
    if ((area === DIALECT_AREA) !== dialect) {
      throw new TypeError(
        dialect
          ? `--profile dialect runs only the ${DIALECT_AREA} area; got '${area}'`
          : `The ${DIALECT_AREA} area runs with --profile dialect only`,
      );
    }
  }
  return only ?? AREAS.filter((area) => (area === DIALECT_AREA) === dialect);
}

/** A run-unique prefix: short, lowercase, safe in a query string and a referenceId. */
function createRunPrefix(seed: number): string {
  const random = Math.floor(Math.random() * 36 ** 4).toString(36);
  return `cf${(seed >>> 0).toString(36)}${random}`;
}

/** Checks options and fills in defaults; throws a TypeError naming the bad option. */
export function resolveOptions(options: ConformanceOptions): ResolvedOptions {
  if (!options.baseUrl && !options.fetch) {
    throw new TypeError("Give a baseUrl (or a fetch function for in-process runs)");
  }
  const baseUrl = (options.baseUrl ?? IN_PROCESS_BASE_URL).replace(/\/+$/, "");
  const url = new URL(baseUrl);
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new TypeError(`baseUrl must be http or https; got ${baseUrl}`);
  }
  const keys = options.apiKeys;
  if (keys.length < 1 || keys.length > 2 || keys.some((key) => !key)) {
    throw new TypeError(`Give one or two non-empty API keys; got ${keys.length}`);
  }
  if (keys.length === 2 && keys[0] === keys[1]) {
    throw new TypeError("The two API keys must differ (two employers)");
  }
  const profile = options.profile ?? "seed";
  if (!PROFILES.includes(profile)) {
    throw new TypeError(`profile must be ${PROFILES.join(", ")}; got ${profile}`);
  }
  const only = selectedAreas(profile, options.only);
  const seed = options.seed ?? Math.floor(Math.random() * 0x7fffffff);
  if (!Number.isInteger(seed)) {
    throw new TypeError(`seed must be an integer; got ${options.seed}`);
  }
  const prefix = options.prefix ?? createRunPrefix(seed);
  if (!/^[a-z0-9]{3,16}$/.test(prefix)) {
    throw new TypeError(`prefix must be 3 to 16 of a-z 0-9; got '${prefix}'`);
  }
  return {
    baseUrl,
    apiKeys: [...keys],
    profile,
    dialect: options.dialect ?? {},
    dialectSource: options.dialectSource,
    // A learnt dialect file names the knobs its learning never saw.
    unobservedKnobs: [...new Set([...(options.unobservedKnobs ?? []), ...(options.dialect?.unobserved ?? [])])],
    learnDialect: options.learnDialect ?? false,
    seed,
    numRuns: positive("numRuns", options.numRuns, 100),
    path: options.path?.split("@")[0] || undefined,
    replayPath: options.path?.includes("@") ? options.path.slice(options.path.indexOf("@") + 1) : undefined,
    areas: AREAS.filter((area) => only.includes(area)),
    fetch: options.fetch,
    concurrency: positive("concurrency", options.concurrency, DEFAULT_CONCURRENCY),
    timeoutMs: positive("timeoutMs", options.timeoutMs, 10_000),
    maxResponseBytes: positive("maxResponseBytes", options.maxResponseBytes, DEFAULT_MAX_RESPONSE_BYTES),
    maxRequests: positive("maxRequests", options.maxRequests, 0, true),
    retries: positive("retries", options.retries, DEFAULT_RETRIES, true),
    rateLimit: rate(options.rateLimit),
    categoryIds: ids("categoryIds", options.categoryIds),
    categoriesPath: collectionPath("categoriesPath", options.categoriesPath),
    positionTypesPath: collectionPath("positionTypesPath", options.positionTypesPath),
    positionTypeIds: ids("positionTypeIds", options.positionTypeIds),
    plans: plansOf(keys, options.plans),
    dryRun: options.dryRun ?? false,
    minCoverage: percentage(options.minCoverage),
    adminToken: options.adminToken,
    prefix,
    waivers: waiverList(options.waivers),
    signal: options.signal,
    onProgress: options.onProgress ?? (() => {}),
  };
}
