/**
 * The job rules the interface document states (the seed profile asserts these).
 */
import { at, html, pick, type RuleCase } from "./rule-catalog.js";

/** Rules from the interface document. */
export const SEED_RULES: RuleCase[] = [
  {
    id: "title: at most 256 characters",
    level: "seed",
    pointers: at("/title"),
    update: true,
    apply: (body, _, __, ns) => Object.assign(body, { title: `${ns} ${"x".repeat(256 - ns.length)}` }),
  },
  {
    id: "referenceId: at most 50 characters",
    level: "seed",
    pointers: at("/referenceId"),
    update: true,
    apply: (body, _, __, ns) => Object.assign(body, { referenceId: `${ns}-${"x".repeat(50 - ns.length)}` }),
  },
  {
    id: "locations: at least 1",
    level: "seed",
    pointers: at("/locations"),
    update: true,
    apply: (body) => Object.assign(body, { locations: [] }),
  },
  {
    id: "locations: at most 3",
    level: "seed",
    code: "too_many",
    pointers: at("/locations"),
    update: true,
    apply: (body, _, env) =>
      Object.assign(body, { locations: env.pool.qualified.slice(0, 4).map((description) => ({ description })) }),
    unavailable: (env) => (env.pool.qualified.length < 4 ? "fewer than 4 known locations" : undefined),
  },
  {
    id: "categories: at least 1",
    level: "seed",
    pointers: at("/categories"),
    update: true,
    apply: (body) => Object.assign(body, { categories: [] }),
  },
  {
    id: "categories: at most 3",
    level: "seed",
    code: "too_many",
    pointers: at("/categories"),
    update: true,
    apply: (body, _, env) =>
      Object.assign(body, { categories: env.target.categories.slice(0, 4).map(({ id }) => ({ id })) }),
    unavailable: (env) => (env.target.categories.length < 4 ? "fewer than 4 known categories" : undefined),
  },
  {
    id: "salary: type required with an amount",
    level: "seed",
    pointers: at("/salary/type", "/salary/type/id", "/salary"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: 1000 } }),
  },
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
      Object.assign(body, {
        applicantRoutingType: { id: 2 },
        applicationUrl: pick(["careers.example.org/jobs/1", "ftp://example.org/jobs", "www.example.org"], variant),
      }),
  },
  {
    id: "applicationEmail: at most 50 characters",
    level: "seed",
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body) =>
      Object.assign(body, { applicantRoutingType: { id: 1 }, applicationEmail: `${"a".repeat(39)}@example.org` }),
  },
  {
    id: "applicationUrl: at most 200 characters",
    level: "seed",
    pointers: at("/applicationUrl"),
    update: true,
    apply: (body) =>
      Object.assign(body, {
        applicantRoutingType: { id: 2 },
        applicationUrl: `https://example.org/${"a".repeat(181)}`,
      }),
  },
  html("allowed tags only", "seed", "tag"),
  html("no attributes but href and target on a", "seed", "attribute"),
  html("a needs href", "seed", "hrefMissing"),
  {
    id: "status: active, archived or draft",
    level: "seed",
    pointers: at("/status"),
    update: true,
    apply: (body, variant) => Object.assign(body, { status: pick(["open", "published", "deleted"], variant) }),
  },
];
