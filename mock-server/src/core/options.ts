/** The reference server's options, and their defaults. */
import { type Dialect, type EmployerAccount, missingTemplates, resolveDialect } from "@jobs-toolkit/spec";
import { type ChaosOptions, checkChaosOptions } from "./http/chaos.js";
import type { ResolvedOptions } from "./http/engine.js";

/** The two documented demo employers and their keys. */
export const DEMO_EMPLOYERS: readonly EmployerAccount[] = Object.freeze([
  { id: 1, name: "Northshore Health", plan: "unlimited", apiKeys: ["demo-key-1"] },
  { id: 2, name: "Prairie Freight Co.", plan: "standard", apiKeys: ["demo-key-2"] },
]);

export const DEFAULT_BODY_LIMIT = 1024 * 1024;
/** PUT /__admin/state takes back what GET exported, which grows with the jobs: 256 MiB. */
export const DEFAULT_STATE_BODY_LIMIT = 256 * 1024 * 1024;
export const DEFAULT_REQUEST_LOG_SIZE = 200;
const DEFAULT_MAX_JOBS_PER_EMPLOYER = 1_000_000;

/** How to configure {@link createJobsServer}. */
export interface JobsServerOptions {
  /** Employers and their API keys; the two demo employers by default. */
  employers?: readonly EmployerAccount[];
  /** Base of Location, next and previous; by default the origin each request reached. */
  publicUrl?: string;
  /** Largest request body in bytes (1 MiB). */
  bodyLimit?: number;
  /** Largest body of PUT /__admin/state, an exported state (256 MiB, and never below bodyLimit). */
  stateBodyLimit?: number;
  /** Reject unknown fields with 422 instead of ignoring them. */
  strict?: boolean;
  /**
   * Name, in a `Jobs-Reasons` header of every job API answer, the requirements that decided
   * it (space-separated ids of `@jobs-toolkit/spec/requirements`), for tools and tests that
   * read answers. Off by default: a real deployment sends no such header. The request log
   * and the inspector show the reasons either way.
   */
  explain?: boolean;
  /**
   * The /__admin controls: on by default; `{ token }` requires the Admin-Token header (not
   * empty). `{ refusal }` keeps them off with a 403 saying why, as the Node server does
   * when it listens beyond loopback without a token.
   */
  admin?: boolean | { token?: string; refusal?: string };
  /** CORS: on for any origin by default; a list of origins restricts it. */
  cors?: boolean | { origins: readonly string[] };
  /** Real time in milliseconds; Date.now by default. */
  now?: () => number;
  /** How many requests /__admin/requests remembers (200); 0 turns the log off. */
  requestLogSize?: number;
  /** Most jobs one employer may hold before creates answer 409. */
  maxJobsPerEmployer?: number;
  /** Added latency and random 503s for client resilience tests; `Prefer: scenario=...` works regardless. */
  chaos?: ChaosOptions;
  /**
   * The choices of the deployment this server stands in for, where the interface document
   * is silent (error bodies, statuses, link and date forms, reference data, ...); the
   * reference server's own choices by default. See docs/dialect.md.
   */
  dialect?: Dialect;
}

function checkEmployers(employers: readonly EmployerAccount[]): EmployerAccount[] {
  const ids = new Set<number>();
  const keys = new Set<string>();
  for (const employer of employers) {
    if (!Number.isInteger(employer.id) || employer.id < 1) {
      throw new TypeError(`Employer id must be a positive integer; got ${employer.id}`);
    }
    if (ids.has(employer.id)) {
      throw new TypeError(`Employer id ${employer.id} appears twice`);
    }
    if (typeof employer.name !== "string" || employer.name.length === 0 || employer.name.length > 128) {
      throw new TypeError(`Employer ${employer.id} needs a name of 1 to 128 characters`);
    }
    if (employer.plan !== "standard" && employer.plan !== "unlimited") {
      throw new TypeError(`Employer ${employer.id} has plan '${employer.plan}'; use standard or unlimited`);
    }
    if (!Array.isArray(employer.apiKeys) || employer.apiKeys.length === 0) {
      throw new TypeError(`Employer ${employer.id} needs at least one API key`);
    }
    for (const key of employer.apiKeys) {
      if (typeof key !== "string" || key === "") {
        throw new TypeError(`Employer ${employer.id} has an empty API key`);
      }
      if (keys.has(key)) {
        throw new TypeError(`API key '${key}' belongs to two employers`);
      }
      keys.add(key);
    }
    ids.add(employer.id);
  }
  return employers.map((employer) => ({ ...employer, apiKeys: [...employer.apiKeys] }));
}

/** The demo employers, each with the id, name and plan the dialect's deployment shows for the key it stands in for. */
function demoEmployersOf(dialect: ResolvedOptions["dialect"]): readonly EmployerAccount[] {
  const shown = dialect.insideJobs.employers ?? [];
  return DEMO_EMPLOYERS.map((employer, index) => {
    const own = shown[index];
    const plan = dialect.plans?.[index] ?? employer.plan;
    return own && typeof own.name === "string"
      ? { ...employer, id: own.id, name: own.name, plan }
      : { ...employer, plan };
  });
}

/** The reference collections must not take a path another route has. */
function checkCollectionPaths({ referenceData, locations }: ResolvedOptions["dialect"]): void {
  const taken = new Set(["/api/v1.1/jobs", locations.path ?? "/api/v1.1/locations"]);
  const paths = [
    referenceData.categories?.path ?? "/api/v1.1/jobcategories",
    referenceData.positionTypes?.path ?? "/api/v1.1/positiontypes",
  ];
  for (const path of paths) {
    if (taken.has(path) || path.startsWith("/api/v1.1/jobs/")) {
      throw new TypeError(`The dialect serves a reference collection at ${path}, which another route has`);
    }
    taken.add(path);
  }
}

/** Options with every default filled in; throws a TypeError naming a bad option. */
export function resolveOptions(options: JobsServerOptions): ResolvedOptions {
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  if (!Number.isInteger(bodyLimit) || bodyLimit < 1) {
    throw new TypeError(`bodyLimit must be a positive integer; got ${bodyLimit}`);
  }
  if (options.publicUrl !== undefined) {
    const url = new URL(options.publicUrl);
    if (url.protocol !== "http:" && url.protocol !== "https:") {
      throw new TypeError(`publicUrl must be http or https; got ${options.publicUrl}`);
    }
  }
  const stateBodyLimit = Math.max(options.stateBodyLimit ?? DEFAULT_STATE_BODY_LIMIT, bodyLimit);
  if (!Number.isInteger(stateBodyLimit)) {
    throw new TypeError(`stateBodyLimit must be an integer; got ${stateBodyLimit}`);
  }
  checkChaosOptions(options.chaos);
  const admin = options.admin ?? true;
  const token = typeof admin === "object" ? admin.token : undefined;
  if (token !== undefined && (typeof token !== "string" || token === "")) {
    throw new TypeError("The admin token must not be empty: an empty token would match a missing header");
  }
  const cors = options.cors ?? true;
  const dialect = resolveDialect(options.dialect);
  checkCollectionPaths(dialect);
  return {
    employers: checkEmployers(options.employers ?? demoEmployersOf(dialect)),
    // Without its trailing slashes, once: links and Location append paths to it.
    publicUrl: options.publicUrl?.replace(/\/+$/, ""),
    bodyLimit,
    stateBodyLimit,
    strict: options.strict ?? false,
    explain: options.explain ?? false,
    admin: {
      enabled: admin !== false,
      token,
      refusal: typeof admin === "object" ? admin.refusal : undefined,
    },
    cors: { enabled: cors !== false, origins: typeof cors === "object" ? cors.origins : "*" },
    maxJobsPerEmployer: options.maxJobsPerEmployer ?? DEFAULT_MAX_JOBS_PER_EMPLOYER,
    dialect,
    dialectMissing: [...new Set([...(options.dialect?.unobserved ?? []), ...missingTemplates(options.dialect ?? {})])],
  };
}
