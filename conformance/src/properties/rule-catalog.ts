/**
 * Every job rule, with a way to break exactly that rule in an otherwise valid body and
 * where the rejection must point. `seed` rules come from the interface document,
 * `reference` rules from CONTRACT.md.
 */
import { BAD_HTML } from "../arbitraries/description-arb.js";
import type { ArbitraryEnvironment } from "../arbitraries/job-specimen-arb.js";

// biome-ignore lint/suspicious/noExplicitAny: request bodies are plain JSON.
type Json = Record<string, any>;

/** One rule and how to break it. */
export interface RuleCase {
  id: string;
  level: "seed" | "reference";
  /** The `errors[]` pointers that locate the broken rule (any one of them). */
  pointers: (body: Json) => string[];
  /** Only where CONTRACT.md names the code. */
  code?: string;
  /** Whether a partial update can break it (removing a field cannot). */
  update: boolean;
  /** Breaks the rule in place; `variant` picks among the ways to break it. */
  apply: (body: Json, variant: number, env: ArbitraryEnvironment, namespace: string) => void;
  /** Why the rule cannot be exercised against this target. */
  unavailable?: (env: ArbitraryEnvironment) => string | undefined;
}

const at = (...pointers: string[]) => () => pointers;
const pick = <T>(values: readonly T[], variant: number): T => values[variant % values.length]!;

function remove(field: string, pointers: string[] = [`/${field}`]): RuleCase {
  return { id: `${field}: required`, level: "reference", pointers: () => pointers, update: false, apply: (body) => delete body[field] };
}

function html(id: string, level: "seed" | "reference", kind: keyof typeof BAD_HTML): RuleCase {
  return {
    id: `description: ${id}`,
    level,
    pointers: at("/description"),
    update: true,
    apply: (body, variant) => {
      body.description = `<p>Join us.</p><div>${pick(BAD_HTML[kind], variant)}</div>`;
    },
  };
}

/** The rules broken by a single body, create and update alike. */
export const RULES: RuleCase[] = [
  { id: "title: at most 256 characters", level: "seed", pointers: at("/title"), update: true, apply: (body, _, __, ns) => void (body.title = `${ns} ${"x".repeat(256 - ns.length)}`) },
  { id: "referenceId: at most 50 characters", level: "seed", pointers: at("/referenceId"), update: true, apply: (body, _, __, ns) => void (body.referenceId = `${ns}-${"x".repeat(50 - ns.length)}`) },
  { id: "locations: at least 1", level: "seed", pointers: at("/locations"), update: true, apply: (body) => void (body.locations = []) },
  {
    id: "locations: at most 3",
    level: "seed",
    code: "too_many",
    pointers: at("/locations"),
    update: true,
    apply: (body, _, env) => void (body.locations = env.pool.qualified.slice(0, 4).map((description) => ({ description }))),
    unavailable: (env) => (env.pool.qualified.length < 4 ? "fewer than 4 known locations" : undefined),
  },
  { id: "categories: at least 1", level: "seed", pointers: at("/categories"), update: true, apply: (body) => void (body.categories = []) },
  {
    id: "categories: at most 3",
    level: "seed",
    code: "too_many",
    pointers: at("/categories"),
    update: true,
    apply: (body, _, env) => void (body.categories = env.target.categories.slice(0, 4).map(({ id }) => ({ id }))),
    unavailable: (env) => (env.target.categories.length < 4 ? "fewer than 4 known categories" : undefined),
  },
  { id: "salary: type required with an amount", level: "seed", pointers: at("/salary/type", "/salary/type/id", "/salary"), update: true, apply: (body) => void (body.salary = { amount: 1000 }) },
  {
    id: "applicationEmail: required with routing type 1",
    level: "seed",
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 1 }, applicationEmail: null }),
  },
  {
    id: "applicationUrl: required with routing type 2",
    level: "seed",
    pointers: at("/applicationUrl"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 2 }, applicationUrl: null }),
  },
  {
    id: "applicationUrl: http:// or https://",
    level: "seed",
    pointers: at("/applicationUrl"),
    update: true,
    apply: (body, variant) =>
      Object.assign(body, { applicantRoutingType: { id: 2 }, applicationUrl: pick(["careers.example.org/jobs/1", "ftp://example.org/jobs", "www.example.org"], variant) }),
  },
  {
    id: "applicationEmail: at most 50 characters",
    level: "seed",
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 1 }, applicationEmail: `${"a".repeat(39)}@example.org` }),
  },
  {
    id: "applicationUrl: at most 200 characters",
    level: "seed",
    pointers: at("/applicationUrl"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 2 }, applicationUrl: `https://example.org/${"a".repeat(181)}` }),
  },
  html("allowed tags only", "seed", "tag"),
  html("no attributes but href and target on a", "seed", "attribute"),
  html("a needs href", "seed", "hrefMissing"),
  { id: "status: active, archived or draft", level: "seed", pointers: at("/status"), update: true, apply: (body, variant) => void (body.status = pick(["open", "published", "deleted"], variant)) },
  remove("title"),
  remove("description"),
  remove("locations"),
  remove("categories"),
  remove("positionType", ["/positionType", "/positionType/id"]),
  remove("applicantRoutingType", ["/applicantRoutingType", "/applicantRoutingType/id"]),
  { id: "title: not blank", level: "reference", pointers: at("/title"), update: true, apply: (body) => void (body.title = "   ") },
  { id: "title: a string", level: "reference", pointers: at("/title"), update: true, apply: (body) => void (body.title = 42) },
  { id: "confidential: a boolean", level: "reference", pointers: at("/confidential"), update: true, apply: (body) => void (body.confidential = "yes") },
  { id: "locations: an array", level: "reference", pointers: at("/locations"), update: true, apply: (body) => void (body.locations = "Toronto, ON") },
  {
    id: "locations: no duplicates",
    level: "reference",
    pointers: at("/locations", "/locations/1", "/locations/1/description"),
    update: true,
    apply: (body) => void (body.locations = [body.locations[0], body.locations[0]]),
  },
  {
    id: "locations: City or City, XX",
    level: "reference",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, variant) => void (body.locations[0] = { description: pick(["Toronto, ZZ", "Toronto ON", "Toronto, ON, Canada", ", ON"], variant) }),
  },
  {
    id: "locations: a bare city must be known",
    level: "reference",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, _, __, ns) => void (body.locations[0] = { description: `Zq${ns}ville` }),
    unavailable: (env) => (env.target.locations ? undefined : "the target does not list its locations"),
  },
  {
    id: "locations: a bare city must not be ambiguous",
    level: "reference",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, variant, env) => void (body.locations = [{ description: pick(env.pool.ambiguous, variant) }]),
    unavailable: (env) => (env.pool.ambiguous.length > 0 ? undefined : "no city name is shared by two known locations"),
  },
  { id: "categories: known ids", level: "reference", pointers: at("/categories/0/id", "/categories/0"), update: true, apply: (body) => void (body.categories = [{ id: 987_654 }]) },
  {
    id: "categories: no duplicates",
    level: "reference",
    pointers: at("/categories", "/categories/1", "/categories/1/id"),
    update: true,
    apply: (body) => void (body.categories = [body.categories[0], body.categories[0]]),
  },
  { id: "positionType: a known id", level: "reference", pointers: at("/positionType/id", "/positionType"), update: true, apply: (body) => void (body.positionType = { id: 987_654 }) },
  {
    id: "applicantRoutingType: 1 or 2",
    level: "reference",
    pointers: at("/applicantRoutingType/id", "/applicantRoutingType"),
    update: true,
    apply: (body) => void (body.applicantRoutingType = { id: 3 }),
  },
  { id: "salary: type id 1 to 5", level: "reference", pointers: at("/salary/type/id", "/salary/type"), update: true, apply: (body) => void (body.salary = { amount: 1000, type: { id: 6 } }) },
  { id: "salary: amount required", level: "reference", pointers: at("/salary/amount"), update: true, apply: (body) => void (body.salary = { type: { id: 1 } }) },
  { id: "salary: amount at least 0", level: "reference", pointers: at("/salary/amount"), update: true, apply: (body) => void (body.salary = { amount: -1, type: { id: 1 } }) },
  {
    id: "salary: at most four decimals",
    level: "reference",
    pointers: (body) => [body.salary.maxAmount === undefined ? "/salary/amount" : "/salary/maxAmount"],
    update: true,
    apply: (body, variant) =>
      void (body.salary = variant % 2 === 0 ? { amount: 12.34567, type: { id: 5 } } : { amount: 10, maxAmount: 20.00001, type: { id: 5 } }),
  },
  {
    id: "salary: maxAmount at least amount",
    level: "reference",
    pointers: at("/salary/maxAmount"),
    update: true,
    apply: (body) => void (body.salary = { amount: 50_000, maxAmount: 40_000, type: { id: 1 } }),
  },
  {
    id: "applicationEmail: an e-mail address",
    level: "reference",
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body, variant) => Object.assign(body, { applicantRoutingType: { id: 1 }, applicationEmail: pick(["not-an-email", "jobs@", "@example.org"], variant) }),
  },
  { id: "closeDate: after publishDate", level: "reference", pointers: at("/closeDate"), update: true, apply: (body, variant) => void (body.closeDate = pick(["2000-01-01", "2001-02-03T04:05:06Z"], variant)) },
  { id: "closeDate: a date", level: "reference", pointers: at("/closeDate"), update: true, apply: (body, variant) => void (body.closeDate = pick(["tomorrow", "2027-13-45", "31/12/2027"], variant)) },
  html("no comments", "reference", "comment"),
  html("href is http, https or mailto", "reference", "hrefScheme"),
];
