/**
 * The job rules CONTRACT.md adds to the interface document (reference profile).
 */
import { at, html, pick, remove, type RuleCase } from "./rule-catalog.js";

/** Rules from CONTRACT.md. */
export const REFERENCE_RULES: RuleCase[] = [
  remove("title"),
  remove("description"),
  remove("locations"),
  remove("categories"),
  remove("positionType", ["/positionType", "/positionType/id"]),
  remove("applicantRoutingType", ["/applicantRoutingType", "/applicantRoutingType/id"]),
  {
    id: "title: not blank",
    level: "reference",
    pointers: at("/title"),
    update: true,
    apply: (body) => Object.assign(body, { title: "   " }),
  },
  {
    id: "title: a string",
    level: "reference",
    pointers: at("/title"),
    update: true,
    apply: (body) => Object.assign(body, { title: 42 }),
  },
  {
    id: "confidential: a boolean",
    level: "reference",
    pointers: at("/confidential"),
    update: true,
    apply: (body) => Object.assign(body, { confidential: "yes" }),
  },
  {
    id: "locations: an array",
    level: "reference",
    pointers: at("/locations"),
    update: true,
    apply: (body) => Object.assign(body, { locations: "Toronto, ON" }),
  },
  {
    id: "locations: no duplicates",
    level: "reference",
    pointers: at("/locations", "/locations/1", "/locations/1/description"),
    update: true,
    apply: (body) => Object.assign(body, { locations: [body.locations[0], body.locations[0]] }),
  },
  {
    id: "locations: City or City, XX",
    level: "reference",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, variant) =>
      body.locations.splice(0, 1, {
        description: pick(["Toronto, ZZ", "Toronto ON", "Toronto, ON, Canada", ", ON"], variant),
      }),
  },
  {
    id: "locations: a bare city must be known",
    level: "reference",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, _, __, ns) => body.locations.splice(0, 1, { description: `Zq${ns}ville` }),
    unavailable: (env) => (env.target.locations ? undefined : "the target does not list its locations"),
  },
  {
    id: "locations: a bare city must not be ambiguous",
    level: "reference",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, variant, env) =>
      Object.assign(body, { locations: [{ description: pick(env.pool.ambiguous, variant) }] }),
    unavailable: (env) => (env.pool.ambiguous.length > 0 ? undefined : "no city name is shared by two known locations"),
  },
  {
    id: "categories: known ids",
    level: "reference",
    pointers: at("/categories/0/id", "/categories/0"),
    update: true,
    apply: (body) => Object.assign(body, { categories: [{ id: 987_654 }] }),
  },
  {
    id: "categories: no duplicates",
    level: "reference",
    pointers: at("/categories", "/categories/1", "/categories/1/id"),
    update: true,
    apply: (body) => Object.assign(body, { categories: [body.categories[0], body.categories[0]] }),
  },
  {
    id: "positionType: a known id",
    level: "reference",
    pointers: at("/positionType/id", "/positionType"),
    update: true,
    apply: (body) => Object.assign(body, { positionType: { id: 987_654 } }),
  },
  {
    id: "applicantRoutingType: 1 or 2",
    level: "reference",
    pointers: at("/applicantRoutingType/id", "/applicantRoutingType"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 3 } }),
  },
  {
    id: "salary: type id 1 to 5",
    level: "reference",
    pointers: at("/salary/type/id", "/salary/type"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: 1000, type: { id: 6 } } }),
  },
  {
    id: "salary: amount required",
    level: "reference",
    pointers: at("/salary/amount"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { type: { id: 1 } } }),
  },
  {
    id: "salary: amount at least 0",
    level: "reference",
    pointers: at("/salary/amount"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: -1, type: { id: 1 } } }),
  },
  {
    id: "salary: at most four decimals",
    level: "reference",
    pointers: (body) => [body.salary.maxAmount === undefined ? "/salary/amount" : "/salary/maxAmount"],
    update: true,
    apply: (body, variant) =>
      Object.assign(body, {
        salary:
          variant % 2 === 0
            ? { amount: 12.34567, type: { id: 5 } }
            : { amount: 10, maxAmount: 20.00001, type: { id: 5 } },
      }),
  },
  {
    id: "salary: maxAmount at least amount",
    level: "reference",
    pointers: at("/salary/maxAmount"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: 50_000, maxAmount: 40_000, type: { id: 1 } } }),
  },
  {
    id: "applicationEmail: an e-mail address",
    level: "reference",
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body, variant) =>
      Object.assign(body, {
        applicantRoutingType: { id: 1 },
        applicationEmail: pick(["not-an-email", "jobs@", "@example.org"], variant),
      }),
  },
  {
    id: "closeDate: after publishDate",
    level: "reference",
    pointers: at("/closeDate"),
    update: true,
    apply: (body, variant) => Object.assign(body, { closeDate: pick(["2000-01-01", "2001-02-03T04:05:06Z"], variant) }),
  },
  {
    id: "closeDate: a date",
    level: "reference",
    pointers: at("/closeDate"),
    update: true,
    apply: (body, variant) =>
      Object.assign(body, { closeDate: pick(["tomorrow", "2027-13-45", "31/12/2027"], variant) }),
  },
  html("no comments", "reference", "comment"),
  html("href is http, https or mailto", "reference", "hrefScheme"),
];
