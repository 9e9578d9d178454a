/**
 * The job rules the toolkit adds where the published interface is silent (reference
 * profile).
 */
import { at, html, pick, type RuleCase, remove } from "./rule-catalog.js";

/** Control characters a printed title could act with: an OSC 0 retitles a terminal, a C1 CSI clears it. */
const CONTROLS = ["\u001b]0;retitled\u0007", "\u009b2J", "line\rbreak"];
/** The same in HTML text, whose line breaks and tabs are whitespace: an OSC 52 writes the clipboard. */
const HTML_CONTROLS = ["\u001b]52;c;aGk=\u0007", "\u009b2J", "\u0000"];

/** Reference-level rules. */
export const REFERENCE_RULES: RuleCase[] = [
  remove("title"),
  remove("description"),
  remove("locations"),
  remove("categories"),
  remove("positionType", ["/positionType", "/positionType/id"]),
  remove("applicantRoutingType", ["/applicantRoutingType", "/applicantRoutingType/id"]),
  {
    name: "title: not blank",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/title", code: "blank" },
    pointers: at("/title"),
    update: true,
    apply: (body) => Object.assign(body, { title: "   " }),
  },
  {
    name: "title: a string",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/title", code: "invalid_type" },
    pointers: at("/title"),
    update: true,
    apply: (body) => Object.assign(body, { title: 42 }),
  },
  {
    name: "title: one line, no control characters",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/title", code: "control_character" },
    code: "control_character",
    variants: CONTROLS.length,
    pointers: at("/title"),
    update: true,
    apply: (body, variant) => Object.assign(body, { title: `Nurse ${pick(CONTROLS, variant)} Nurse` }),
  },
  {
    name: "referenceId: one line, no control characters",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/referenceId", code: "control_character" },
    code: "control_character",
    pointers: at("/referenceId"),
    update: true,
    apply: (body, _, __, ns) => Object.assign(body, { referenceId: `${ns}\u001b[2J` }),
  },
  {
    name: "locations: one line, no control characters",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/locations/0/description", code: "control_character" },
    code: "control_character",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body) => body.locations.splice(0, 1, { description: "Toronto\u0007, ON" }),
  },
  {
    name: "description: no control characters but HTML's whitespace",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/description", code: "control_character" },
    code: "control_character",
    variants: HTML_CONTROLS.length,
    pointers: at("/description"),
    update: true,
    apply: (body, variant) => Object.assign(body, { description: `<p>Nights.${pick(HTML_CONTROLS, variant)}</p>` }),
  },
  {
    name: "confidential: a boolean",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/confidential", code: "invalid_type" },
    pointers: at("/confidential"),
    update: true,
    apply: (body) => Object.assign(body, { confidential: "yes" }),
  },
  {
    name: "locations: an array",
    requirement: "ref.rules.locations",
    reportedAs: { pointer: "/locations", code: "invalid_type" },
    pointers: at("/locations"),
    update: true,
    apply: (body) => Object.assign(body, { locations: "Toronto, ON" }),
  },
  {
    name: "locations: no duplicates",
    requirement: "ref.rules.locations",
    reportedAs: { pointer: "/locations/1", code: "duplicate" },
    pointers: at("/locations", "/locations/1", "/locations/1/description"),
    update: true,
    apply: (body) => Object.assign(body, { locations: [body.locations[0], body.locations[0]] }),
  },
  {
    name: "locations: City or City, XX",
    requirement: "ref.rules.locations",
    reportedAs: { pointer: "/locations/0/description", code: "invalid_location" },
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, variant) =>
      body.locations.splice(0, 1, {
        description: pick(["Toronto, ZZ", "Toronto ON", "Toronto, ON, Canada", ", ON"], variant),
      }),
  },
  {
    name: "locations: a bare city must be known",
    requirement: "ref.rules.locations",
    reportedAs: { pointer: "/locations/0/description", code: "unknown_location" },
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, _, __, ns) => body.locations.splice(0, 1, { description: `Zq${ns}ville` }),
    unavailable: (env) => (env.target.locations ? undefined : "the target does not list its locations"),
  },
  {
    name: "locations: a bare city must not be ambiguous",
    requirement: "ref.rules.locations",
    pointers: at("/locations/0/description", "/locations/0"),
    update: true,
    apply: (body, variant, env) =>
      Object.assign(body, { locations: [{ description: pick(env.pool.ambiguous, variant) }] }),
    unavailable: (env) => (env.pool.ambiguous.length > 0 ? undefined : "no city name is shared by two known locations"),
  },
  {
    name: "categories: known ids",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/categories/0/id", code: "unknown_id" },
    pointers: at("/categories/0/id", "/categories/0"),
    update: true,
    apply: (body) => Object.assign(body, { categories: [{ id: 987_654 }] }),
  },
  {
    name: "categories: no duplicates",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/categories/1", code: "duplicate" },
    pointers: at("/categories", "/categories/1", "/categories/1/id"),
    update: true,
    apply: (body) => Object.assign(body, { categories: [body.categories[0], body.categories[0]] }),
  },
  {
    name: "positionType: a known id",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/positionType/id", code: "unknown_id" },
    pointers: at("/positionType/id", "/positionType"),
    update: true,
    apply: (body) => Object.assign(body, { positionType: { id: 987_654 } }),
  },
  {
    name: "applicantRoutingType: 1 or 2",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/applicantRoutingType/id", code: "unknown_id" },
    pointers: at("/applicantRoutingType/id", "/applicantRoutingType"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 3 } }),
  },
  {
    name: "salary: type id 1 to 5",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/salary/type/id", code: "unknown_id" },
    pointers: at("/salary/type/id", "/salary/type"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: 1000, type: { id: 6 } } }),
  },
  {
    name: "salary: amount required",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/salary/amount", code: "required" },
    pointers: at("/salary/amount"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { type: { id: 1 } } }),
  },
  {
    name: "salary: amount at least 0",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/salary/amount", code: "out_of_range" },
    pointers: at("/salary/amount"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: -1, type: { id: 1 } } }),
  },
  {
    name: "salary: at most four decimals",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/salary/amount", code: "too_precise" },
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
    name: "salary: maxAmount at least amount",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/salary/maxAmount", code: "out_of_range" },
    pointers: at("/salary/maxAmount"),
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: 50_000, maxAmount: 40_000, type: { id: 1 } } }),
  },
  {
    name: "applicationEmail: an e-mail address",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/applicationEmail", code: "invalid_email" },
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body, variant) =>
      Object.assign(body, {
        applicantRoutingType: { id: 1 },
        applicationEmail: pick(["not-an-email", "jobs@", "@example.org"], variant),
      }),
  },
  {
    name: "closeDate: after publishDate",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/closeDate", code: "not_after_publish_date" },
    pointers: at("/closeDate"),
    update: true,
    apply: (body, variant) => Object.assign(body, { closeDate: pick(["2000-01-01", "2001-02-03T04:05:06Z"], variant) }),
  },
  {
    name: "closeDate: a date",
    requirement: "ref.rules.values",
    reportedAs: { pointer: "/closeDate", code: "invalid_date" },
    pointers: at("/closeDate"),
    update: true,
    apply: (body, variant) =>
      Object.assign(body, { closeDate: pick(["tomorrow", "2027-13-45", "31/12/2027"], variant) }),
  },
  html("no comments", "ref.rules.html", "comment", "html_comment"),
  html("href is http, https or mailto", "ref.rules.html", "hrefScheme", "html_href"),
];
