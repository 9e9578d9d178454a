/**
 * The job rules of the published interface (the seed profile asserts these): each
 * breaks exactly one seed-level requirement.
 */
import { STRAY_ATTRIBUTE_ON_EACH_TAG, STRAY_ATTRIBUTES_ON_A } from "../arbitraries/description-arb.js";
import { wideText } from "../arbitraries/wide-text.js";
import { at, html, pick, type RuleCase } from "./rule-catalog.js";

/** Seed-level rules. */
export const SEED_RULES: RuleCase[] = [
  {
    name: "title: at most 256 characters",
    requirement: "limits.title.max-256",
    reportedAs: { pointer: "/title", code: "too_long" },
    pointers: at("/title"),
    update: true,
    variants: 2,
    // 257 characters, ASCII and wide (whose bytes and UTF-16 units count more).
    apply: (body, variant, __, ns) =>
      Object.assign(body, {
        title: `${ns} ${pick(["x".repeat(256 - ns.length), wideText(256 - ns.length)], variant)}`,
      }),
  },
  {
    name: "referenceId: at most 50 characters",
    requirement: "limits.reference-id.max-50",
    reportedAs: { pointer: "/referenceId", code: "too_long" },
    pointers: at("/referenceId"),
    update: true,
    apply: (body, _, __, ns) => Object.assign(body, { referenceId: `${ns}-${"x".repeat(50 - ns.length)}` }),
  },
  {
    name: "locations: at least 1",
    requirement: "create.locations.count",
    reportedAs: { pointer: "/locations", code: "too_few" },
    pointers: at("/locations"),
    update: true,
    apply: (body) => Object.assign(body, { locations: [] }),
  },
  {
    name: "locations: at most 3",
    requirement: "create.locations.count",
    reportedAs: { pointer: "/locations", code: "too_many" },
    code: "too_many",
    pointers: at("/locations"),
    update: true,
    apply: (body, _, env) =>
      Object.assign(body, { locations: env.pool.qualified.slice(0, 4).map((description) => ({ description })) }),
    unavailable: (env) => (env.pool.qualified.length < 4 ? "fewer than 4 known locations" : undefined),
  },
  {
    name: "locations: required",
    requirement: "create.locations.count",
    reportedAs: { pointer: "/locations", code: "required" },
    pointers: at("/locations"),
    // "locations: at least 1": a create without the member has none (the reference profile: ref.rules.required).
    update: false,
    seedOnly: true,
    apply: (body) => {
      delete body.locations;
    },
  },
  {
    name: "categories: required",
    requirement: "create.categories.count",
    reportedAs: { pointer: "/categories", code: "required" },
    pointers: at("/categories"),
    // "categories: at least 1": a create without the member has none (the reference profile: ref.rules.required).
    update: false,
    seedOnly: true,
    apply: (body) => {
      delete body.categories;
    },
  },
  {
    name: "categories: at least 1",
    requirement: "create.categories.count",
    reportedAs: { pointer: "/categories", code: "too_few" },
    pointers: at("/categories"),
    update: true,
    apply: (body) => Object.assign(body, { categories: [] }),
  },
  {
    name: "categories: at most 3",
    requirement: "create.categories.count",
    reportedAs: { pointer: "/categories", code: "too_many" },
    code: "too_many",
    pointers: at("/categories"),
    update: true,
    apply: (body, _, env) =>
      Object.assign(body, { categories: env.target.categories.slice(0, 4).map(({ id }) => ({ id })) }),
    unavailable: (env) => (env.target.categories.length < 4 ? "fewer than 4 known categories" : undefined),
  },
  {
    name: "salary: type required with an amount",
    requirement: "create.salary.type-with-amount",
    reportedAs: { pointer: "/salary/type", code: "required" },
    pointers: at("/salary/type", "/salary/type/id", "/salary"),
    // Not by an update: its salary may be merged into the stored one (the document allows
    // either reading), and a merge keeps a type left out.
    update: false,
    apply: (body) => Object.assign(body, { salary: { amount: 1000 } }),
  },
  {
    name: "salary: type required with an amount (type null)",
    requirement: "create.salary.type-with-amount",
    reportedAs: { pointer: "/salary/type", code: "required" },
    pointers: at("/salary/type", "/salary/type/id", "/salary"),
    // Null removes the type under either reading of an update.
    update: true,
    apply: (body) => Object.assign(body, { salary: { amount: 1000, type: null } }),
  },
  {
    name: "salary: type id one of 1 to 5",
    requirement: "salary.type.ids",
    reportedAs: { pointer: "/salary/type/id", code: "unknown_id" },
    pointers: at("/salary/type/id", "/salary/type", "/salary"),
    update: true,
    variants: 2,
    // The closed list "Salary the service ids: 1 Yearly ... 5 Hourly" (the reference profile: ref.rules.values).
    seedOnly: true,
    apply: (body, variant) => Object.assign(body, { salary: { amount: 1000, type: { id: pick([6, 0], variant) } } }),
  },
  {
    name: "applicantRoutingType: id 1 or 2",
    requirement: "routing.type-ids",
    reportedAs: { pointer: "/applicantRoutingType/id", code: "unknown_id" },
    pointers: at("/applicantRoutingType/id", "/applicantRoutingType"),
    update: true,
    variants: 2,
    // The closed list "Applicant routing type ids: 1 Email, 2 URL" (the reference profile: ref.rules.values).
    seedOnly: true,
    apply: (body, variant) =>
      Object.assign(body, {
        applicantRoutingType: { id: pick([3, 0], variant) },
        applicationEmail: "jobs@example.org",
        applicationUrl: "https://example.org/apply",
      }),
  },
  {
    name: "applicationEmail: required with routing type 1",
    requirement: "create.routing.email-required",
    reportedAs: { pointer: "/applicationEmail", code: "required" },
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 1 }, applicationEmail: null }),
  },
  {
    name: "applicationUrl: required with routing type 2",
    requirement: "create.routing.url-required",
    reportedAs: { pointer: "/applicationUrl", code: "required" },
    pointers: at("/applicationUrl"),
    update: true,
    apply: (body) => Object.assign(body, { applicantRoutingType: { id: 2 }, applicationUrl: null }),
  },
  {
    name: "applicationUrl: http:// or https://",
    requirement: "job.application-url.http-or-https",
    reportedAs: { pointer: "/applicationUrl", code: "invalid_url" },
    pointers: at("/applicationUrl"),
    update: true,
    variants: 3,
    apply: (body, variant) =>
      Object.assign(body, {
        applicantRoutingType: { id: 2 },
        applicationUrl: pick(["careers.example.org/jobs/1", "ftp://example.org/jobs", "www.example.org"], variant),
      }),
  },
  {
    name: "applicationEmail: at most 50 characters",
    requirement: "limits.application-email.max-50",
    reportedAs: { pointer: "/applicationEmail", code: "too_long" },
    pointers: at("/applicationEmail"),
    update: true,
    apply: (body) =>
      Object.assign(body, { applicantRoutingType: { id: 1 }, applicationEmail: `${"a".repeat(39)}@example.org` }),
  },
  {
    name: "applicationUrl: at most 200 characters",
    requirement: "limits.application-url.max-200",
    reportedAs: { pointer: "/applicationUrl", code: "too_long" },
    pointers: at("/applicationUrl"),
    update: true,
    apply: (body) =>
      Object.assign(body, {
        applicantRoutingType: { id: 2 },
        applicationUrl: `https://example.org/${"a".repeat(181)}`,
      }),
  },
  html("allowed tags only", "description.tags.others-rejected", "tag", "html_tag"),
  html(
    "no attributes but href and target on a",
    "description.attributes.others-rejected",
    "attribute",
    "html_attribute",
  ),
  {
    name: "description: no attribute on a but href and target",
    requirement: "description.attributes.others-rejected",
    reportedAs: { pointer: "/description", code: "html_attribute" },
    pointers: at("/description"),
    update: true,
    variants: STRAY_ATTRIBUTES_ON_A.length,
    apply: (body, variant) => {
      body.description = `<p>Join us.</p><div>${pick(STRAY_ATTRIBUTES_ON_A, variant)}</div>`;
    },
  },
  {
    name: "description: no attribute on any other tag",
    requirement: "description.attributes.others-rejected",
    reportedAs: { pointer: "/description", code: "html_attribute" },
    pointers: at("/description"),
    update: true,
    variants: STRAY_ATTRIBUTE_ON_EACH_TAG.length,
    apply: (body, variant) => {
      body.description = `<p>Join us.</p>${pick(STRAY_ATTRIBUTE_ON_EACH_TAG, variant)}`;
    },
  },
  html("a needs href", "description.a.href-required", "hrefMissing", "html_href_missing"),
  {
    name: "locations: description at most 300 characters",
    requirement: "limits.location-description.max-300",
    reportedAs: { pointer: "/locations/0/description", code: "too_long" },
    pointers: at("/locations/0/description", "/locations/0", "/locations"),
    update: true,
    apply: (body) => body.locations.splice(0, 1, { description: `${"Saint-".repeat(49)}Lac, QC` }),
  },
  {
    name: "status: active, archived or draft",
    requirement: "job.status.values",
    reportedAs: { pointer: "/status", code: "invalid_value" },
    pointers: at("/status"),
    update: true,
    variants: 3,
    apply: (body, variant) => Object.assign(body, { status: pick(["open", "published", "deleted"], variant) }),
  },
];
