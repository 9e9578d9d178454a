/**
 * Valid JobCreate bodies for tests, drawn from the reference data the server itself
 * loads (its locations, categories, position and salary types), deterministic from a
 * seed: the same seed always gives the same job. Variants cover each routing type, no
 * salary, a single amount or a range, and the smallest and largest values every
 * documented limit allows.
 */
import { cityAndProvince, type Dialect, type JobCreate, type SalaryInput } from "@jobs-toolkit/spec";
import categories from "../../data/job-categories.json" with { type: "json" };
import locations from "../../data/locations.json" with { type: "json" };
import positionTypes from "../../data/position-types.json" with { type: "json" };
import salaryTypes from "../../data/salary-types.json" with { type: "json" };
import { MAX_AMOUNT } from "../core/lib/decimal.js";
import { CATEGORIES_MAX } from "../core/rules/collection-refs.js";
import { LOCATIONS_MAX } from "../core/rules/locations.js";
import { REFERENCE_ID_MAX } from "../core/rules/reference-id.js";
import { EMAIL_MAX, URL_MAX } from "../core/rules/routing.js";
import { TITLE_MAX } from "../core/rules/title.js";

/** The documented limits of a job body: the very constants the server's rules enforce. */
export const JOB_LIMITS = Object.freeze({
  titleMax: TITLE_MAX,
  referenceIdMax: REFERENCE_ID_MAX,
  applicationEmailMax: EMAIL_MAX,
  applicationUrlMax: URL_MAX,
  locationsMax: LOCATIONS_MAX,
  categoriesMax: CATEGORIES_MAX,
  salaryAmountMax: MAX_AMOUNT,
});

/** Where applicants go: routing type 1 (e-mail) or 2 (URL). */
export type JobRouting = "email" | "url";
/** No salary, one amount, or an amount with a maxAmount. */
export type JobSalary = "none" | "amount" | "range";
/** Typical values, or the smallest or largest each documented limit allows. */
export type JobLimits = "typical" | "min" | "max";

export interface BuildJobOptions {
  /** Any integer; the same seed gives the same job (1 by default). */
  seed?: number;
  /** By default drawn from the seed, or taken from an applicantRoutingType override. */
  routing?: JobRouting;
  /** By default drawn from the seed. */
  salary?: JobSalary;
  /** `typical` by default. */
  limits?: JobLimits;
  /**
   * The dialect of the deployment the jobs are for: categories, position types, salary
   * types and places are drawn from its reference data, so its fake (and the deployment)
   * take them.
   */
  dialect?: Dialect;
}

/** Every combination of routing, salary and limits, for tests that cover them all. */
export const JOB_VARIANTS: readonly Required<Omit<BuildJobOptions, "seed" | "dialect">>[] = (
  ["email", "url"] as const
).flatMap((routing) =>
  (["none", "amount", "range"] as const).flatMap((salary) =>
    (["typical", "min", "max"] as const).map((limits) => ({ routing, salary, limits })),
  ),
);

const ROLES = ["Nurse", "Electrician", "Data Analyst", "Line Cook", "Bookkeeper", "Welder", "Teacher", "Driver"];
const LEVELS = ["Junior", "Senior", "Lead", "Assistant", "Registered", "Certified"];
const SHIFTS = ["Days", "Nights", "Weekends", "Evenings", "Rotating shifts"];

/** mulberry32: a small, fast, well-spread generator; enough for picking test data. */
function generator(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const [item] = pickDistinct(random, items, 1);
  if (item === undefined) {
    throw new RangeError("Nothing to pick from");
  }
  return item;
}

/** `count` distinct items, in the order drawn. */
function pickDistinct<T>(random: () => number, items: readonly T[], count: number): T[] {
  const pool = [...items];
  const chosen: T[] = [];
  while (chosen.length < count && pool.length > 0) {
    chosen.push(...pool.splice(Math.floor(random() * pool.length), 1));
  }
  return chosen;
}

/** `text` repeated and cut to exactly `length` characters. */
function padTo(text: string, length: number): string {
  return text.repeat(Math.ceil(length / text.length)).slice(0, length);
}

function salaryFor(
  kind: JobSalary,
  limits: JobLimits,
  random: () => number,
  types: ReadonlyArray<{ id: number }>,
): SalaryInput | null {
  if (kind === "none") {
    return null;
  }
  const type = { id: pick(random, types).id as SalaryInput["type"]["id"] };
  if (limits === "min") {
    return { amount: 0, ...(kind === "range" ? { maxAmount: 0 } : {}), type };
  }
  if (limits === "max") {
    return kind === "range"
      ? { amount: 9_999_999_999.9999, maxAmount: JOB_LIMITS.salaryAmountMax, type, plusCommission: true }
      : { amount: JOB_LIMITS.salaryAmountMax, type };
  }
  const amount = 30_000 + Math.floor(random() * 90) * 1_000;
  return kind === "range"
    ? { amount, maxAmount: amount + 5_000 + Math.floor(random() * 20) * 500, type, plusCommission: random() < 0.3 }
    : { amount, type };
}

function routingFields(routing: JobRouting, limits: JobLimits, seed: number) {
  const tag = String(Math.abs(seed));
  if (routing === "email") {
    const domain = "@example.org";
    const local =
      limits === "max" ? padTo(`jobs${tag}.`, JOB_LIMITS.applicationEmailMax - domain.length) : `jobs+${tag}`;
    // Literal ids, so each branch fits its own routing variant of JobCreate.
    return { applicantRoutingType: { id: 1 as const }, applicationEmail: `${local}${domain}` };
  }
  const base = "https://careers.example.org/jobs/";
  const path = limits === "max" ? padTo(`${tag}-`, JOB_LIMITS.applicationUrlMax - base.length) : tag;
  return { applicantRoutingType: { id: 2 as const }, applicationUrl: `${base}${path}` };
}

function routingOf(overrides: Partial<JobCreate>, options: BuildJobOptions, random: () => number): JobRouting {
  const id = overrides.applicantRoutingType?.id;
  if (id === 1) {
    return "email";
  }
  if (id === 2) {
    return "url";
  }
  return options.routing ?? (random() < 0.5 ? "email" : "url");
}

/** The places a dialect's deployment holds, as `City, XX` descriptions; undefined where it names none. */
function placesOf(dialect: Dialect | undefined): Array<{ description: string }> | undefined {
  const held = dialect?.locations?.known?.filter(({ description }) => cityAndProvince(description) !== undefined);
  return held && held.length > 0 ? held.map(({ description }) => ({ description })) : undefined;
}

/** The reference data jobs are drawn from: the dialect's, else the server's own. */
function referenceDataOf(dialect: Dialect | undefined): {
  categories: ReadonlyArray<{ id: number }>;
  positionTypes: ReadonlyArray<{ id: number }>;
  places: ReadonlyArray<{ description: string }>;
  salaryTypes: ReadonlyArray<{ id: number }>;
} {
  return {
    categories: dialect?.referenceData?.categories?.items ?? categories,
    positionTypes: dialect?.referenceData?.positionTypes?.items ?? positionTypes,
    places: placesOf(dialect) ?? locations.map(({ name, province }) => ({ description: `${name}, ${province}` })),
    salaryTypes: dialect?.insideJobs?.salaryTypes ?? salaryTypes,
  };
}

/**
 * A valid JobCreate, the same for the same seed and options; `overrides` replace fields
 * as they are. Overriding applicantRoutingType brings the matching applicationEmail or
 * applicationUrl along unless the override gives it too.
 *
 * @example
 * const job = buildJob({ title: "Night Nurse" }, { seed: 7, routing: "url", salary: "range" });
 * const theirs = buildJob({}, { seed: 7, dialect }); // ids of the deployment the dialect was learnt from
 */
export function buildJob(overrides: Partial<JobCreate> = {}, options: BuildJobOptions = {}): JobCreate {
  const seed = options.seed ?? 1;
  const limits = options.limits ?? "typical";
  const random = generator(seed);
  const routing = routingOf(overrides, options, random);
  const salaryKind = options.salary ?? pick(random, ["none", "amount", "range"] as const);
  const count = (max: number) => (limits === "min" ? 1 : limits === "max" ? max : 1 + Math.floor(random() * max));
  const role = `${pick(random, LEVELS)} ${pick(random, ROLES)}`;
  const reference = `JOB-${seed}`;
  const referenceData = referenceDataOf(options.dialect);
  const job: JobCreate = {
    // The smallest job sends only what is required.
    ...(limits === "min"
      ? {}
      : { referenceId: limits === "max" ? padTo(`${reference}-`, JOB_LIMITS.referenceIdMax) : reference }),
    title: limits === "min" ? "X" : limits === "max" ? `${padTo(`${role}, `, JOB_LIMITS.titleMax - 1)}.` : role,
    description:
      limits === "min"
        ? "x"
        : `<p>Join us as a <strong>${role}</strong>.</p><ul><li>${pick(random, SHIFTS)}</li><li>Benefits from day one</li></ul>`,
    locations: pickDistinct(random, referenceData.places, count(JOB_LIMITS.locationsMax)).map(({ description }) => ({
      description,
    })),
    categories: pickDistinct(random, referenceData.categories, count(JOB_LIMITS.categoriesMax)).map((category) => ({
      id: category.id,
    })),
    positionType: { id: pick(random, referenceData.positionTypes).id },
    ...(salaryKind === "none" && limits === "min"
      ? {}
      : { salary: salaryFor(salaryKind, limits, random, referenceData.salaryTypes) }),
    ...routingFields(routing, limits, seed),
  };
  return { ...job, ...overrides } as JobCreate;
}
