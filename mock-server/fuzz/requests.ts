/**
 * fast-check arbitraries for requests of every kind: any method, path, query, header and
 * content type, and bodies that are nearly valid jobs, arbitrary JSON, deep nesting, huge
 * numbers, long strings, invalid UTF-8 or `__proto__` traps.
 */
import fc from "fast-check";
import { type CoreRequest, createCoreRequest } from "../src/index.js";

const VALID_JOB = {
  referenceId: "FUZZ-1",
  title: "Registered Nurse",
  description: "<p>Join <strong>us</strong>.</p>",
  locations: [{ description: "Toronto, ON" }],
  categories: [{ id: 12 }],
  positionType: { id: 1 },
  salary: { amount: 52000, type: { id: 1 } },
  applicantRoutingType: { id: 1 },
  applicationEmail: "jobs@example.org",
};

const nastyStringArb = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 300 }),
  fc.constantFrom(
    "",
    " ",
    "\u0000",
    "<script>x</script>",
    "<!--",
    "Windsor",
    "Toronto, XX",
    "a".repeat(5000),
    "𝔘𝔫𝔦",
    "%00",
    "../..",
  ),
);

const nastyValueArb: fc.Arbitrary<unknown> = fc.oneof(
  nastyStringArb,
  fc.constantFrom(null, true, false, 0, -1, 1.5, 1e21, -1e-7, 2 ** 53 + 1, Number.MAX_VALUE, 0.1 + 0.2),
  fc.double(),
  fc.integer(),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ __proto__: { polluted: true } }),
);

/** A valid job with some fields replaced, removed or added. */
const jobLikeArb = fc
  .record({
    replace: fc.dictionary(
      fc.constantFrom(
        ...Object.keys(VALID_JOB),
        "status",
        "closeDate",
        "confidential",
        "autoRefresh",
        "applicationUrl",
      ),
      nastyValueArb,
      {
        maxKeys: 3,
      },
    ),
    remove: fc.subarray(Object.keys(VALID_JOB), { maxLength: 2 }),
    extra: fc.dictionary(
      fc.constantFrom("__proto__", "constructor", "prototype", "id", "employer", "unknown"),
      nastyValueArb,
      { maxKeys: 2 },
    ),
  })
  .map(({ replace, remove, extra }) => {
    const job: Record<string, unknown> = { ...VALID_JOB, ...replace };
    for (const key of remove) {
      delete job[key];
    }
    // JSON.stringify would drop a real __proto__ key; splice the extras in as text instead.
    const extras = Object.entries(extra).map(
      ([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"}`,
    );
    const text = JSON.stringify(job);
    return extras.length > 0 ? `{${extras.join(",")},${text.slice(1)}` : text;
  });

const bodyArb: fc.Arbitrary<string | Uint8Array> = fc.oneof(
  { weight: 5, arbitrary: jobLikeArb },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? "") },
  fc.integer({ min: 1, max: 20_000 }).map((depth) => "[".repeat(depth) + "]".repeat(depth)),
  fc.integer({ min: 1, max: 5_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`),
  fc.constantFrom("1e999", '{"salary":{"amount":1e308,"type":{"id":1}}}', '{"title":"x","title":"y"}', "{", "nul", ""),
  fc.uint8Array({ maxLength: 300 }),
  fc.string({ minLength: 1_000, maxLength: 100_000 }),
);

const idArb = fc.oneof(
  fc.integer({ min: 1, max: 40 }).map(String),
  fc.constantFrom(
    "0",
    "-1",
    "abc",
    "2147483648",
    "1e3",
    "%00",
    "%zz",
    "%E0%A4%A",
    "..",
    "9".repeat(40),
    "%F0%9F%98%80",
  ),
);

const pathArb = fc.oneof(
  fc.constantFrom(
    "/api/v1.1/jobs",
    "/api/v1.1/positiontypes",
    "/api/v1.1/jobcategories",
    "/api/v1.1/locations",
    "/__admin/reset",
    "/__admin/clock",
    "/__admin/clock/advance",
    "/__admin/state",
    "/__admin/outbox",
    "/__admin/requests",
    "/",
    "/api/v1.1/jobs/",
  ),
  idArb.map((id) => `/api/v1.1/jobs/${id}`),
  idArb.map((id) => `/__admin/jobs/${id}/applications`),
  fc
    .array(fc.string({ maxLength: 10 }), { maxLength: 5 })
    .map((segments) => `/${segments.map(encodeURIComponent).join("/")}`),
);

const queryArb = fc
  .dictionary(
    fc.constantFrom("q", "status", "page", "pageSize", "limit", "x"),
    fc.oneof(
      nastyStringArb,
      fc.integer().map(String),
      fc.constantFrom("active", "draft", "1", "100000000000000000000"),
    ),
    { maxKeys: 4 },
  )
  .map((query) => new URLSearchParams(query).toString());

const headersArb = fc.record(
  {
    "api-key": fc.constantFrom("demo-key-1", "demo-key-2", "nope", ""),
    "content-type": fc.constantFrom(
      "application/json",
      "APPLICATION/JSON; charset=utf-8",
      "text/plain",
      "",
      "application/jsonx",
    ),
    "x-http-method-override": fc.constantFrom("PUT", "DELETE", "delete", "GET", "PATCH", ""),
    prefer: fc.constantFrom(
      "scenario=unavailable",
      "scenario=rate-limited",
      "scenario=slow; delay=0",
      "scenario=bogus",
      "x",
    ),
    origin: fc.constantFrom("http://app.example.org", "null"),
    "content-length": fc.constantFrom("0", "-1", "999999999999"),
  },
  { requiredKeys: [] },
);

function toCoreRequest(
  method: string,
  path: string,
  query: string,
  headers: Record<string, string>,
  body: string | Uint8Array | null,
): CoreRequest {
  const request = createCoreRequest({
    method,
    url: `http://127.0.0.1:4010${path}?${query}`,
    headers,
    body: body ?? "",
  });
  // The URL parser normalizes paths; keep the raw one a socket would deliver.
  return { ...request, path };
}

/** Requests aimed at the job API with mostly valid framing, so bodies reach the rules. */
const aimedArb = fc
  .record({
    method: fc.constantFrom("POST", "POST", "PUT", "PUT", "GET", "DELETE"),
    path: fc.oneof(
      { weight: 3, arbitrary: fc.constant("/api/v1.1/jobs") },
      idArb.map((id) => `/api/v1.1/jobs/${id}`),
    ),
    query: fc.oneof({ weight: 3, arbitrary: fc.constant("") }, queryArb),
    key: fc.constantFrom("demo-key-1", "demo-key-1", "demo-key-1", "demo-key-2", "nope"),
    extra: fc.record({ "x-http-method-override": fc.constantFrom("PUT", "DELETE") }, { requiredKeys: [] }),
    body: fc.oneof({ weight: 6, arbitrary: jobLikeArb }, bodyArb),
  })
  .map(({ method, path, query, key, extra, body }) =>
    toCoreRequest(method, path, query, { "api-key": key, "content-type": "application/json", ...extra }, body),
  );

/** Requests of any shape at all. */
const anyArb = fc
  .record({
    method: fc.oneof(
      fc.constantFrom("GET", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "HEAD"),
      fc.stringMatching(/^[A-Za-z]{1,8}$/),
    ),
    path: pathArb,
    query: queryArb,
    headers: headersArb,
    body: fc.option(bodyArb, { freq: 3 }),
  })
  .map(({ method, path, query, headers, body }) => toCoreRequest(method, path, query, headers, body));

/** The deepest nesting fuzzed: any depth from 1 to this, in any field of any body. */
export const MAX_NESTING = 10_000;

/** JSON text nested `depth` deep: arrays, objects, or both in turn. */
function nestedText(depth: number, shape: "array" | "object" | "mixed"): string {
  if (shape === "array") {
    return "[".repeat(depth) + "]".repeat(depth);
  }
  if (shape === "object") {
    return `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;
  }
  const pairs = Math.ceil(depth / 2);
  return `${'[{"a":'.repeat(pairs)}1${"}]".repeat(pairs)}`;
}

const NEST = "__NEST__";

/** A copy of `body` with the value at `path` replaced by the placeholder. */
function withPlaceholder(body: unknown, path: readonly (string | number)[]): unknown {
  if (path.length === 0) {
    return NEST;
  }
  const [key = "", ...rest] = path;
  const copy = (Array.isArray(body) ? [...body] : { ...(body as object) }) as Record<string | number, unknown>;
  copy[key] = withPlaceholder(copy[key] ?? {}, rest);
  return copy;
}

const EXPORTED_JOB = {
  id: 1,
  employerId: 1,
  referenceId: null,
  title: "Nurse",
  publishDate: "2026-01-01T00:00:00Z",
  closeDate: "2026-03-01T00:00:00Z",
  confidential: false,
  autoRefresh: false,
  status: "active",
  locationIds: [1],
  categoryIds: [12],
  positionTypeId: 1,
  salary: { amount: "1.0000", maxAmount: null, typeId: 1, plusCommission: false },
  description: "<p>x</p>",
  applicantRoutingTypeId: 1,
  applicationEmail: "jobs@example.org",
  applicationUrl: null,
};
const STATE = {
  version: 1,
  employers: [{ id: 1, name: "Northshore Health", plan: "unlimited", apiKeys: ["demo-key-1"] }],
  jobs: [EXPORTED_JOB],
  locations: [],
  outbox: [],
  nextId: 2,
  clock: { fixed: null, offsetSeconds: 0 },
};
const JOB_FIELDS: Array<Array<string | number>> = [
  ...[...Object.keys(VALID_JOB), "status", "closeDate", "confidential", "autoRefresh", "applicationUrl"].map((key) => [
    key,
  ]),
  ["salary", "amount"],
  ["salary", "maxAmount"],
  ["salary", "type"],
  ["salary", "type", "id"],
  ["salary", "plusCommission"],
  ["locations", 0],
  ["locations", 0, "description"],
  ["categories", 0],
  ["categories", 0, "id"],
  ["positionType", "id"],
  ["applicantRoutingType", "id"],
];

/** Every body the server reads, each with every field a nested value can go in. */
const NESTING_TARGETS: Array<{ method: string; path: string; body: unknown; fields: Array<Array<string | number>> }> = [
  { method: "POST", path: "/api/v1.1/jobs", body: VALID_JOB, fields: JOB_FIELDS },
  { method: "PUT", path: "/api/v1.1/jobs", body: VALID_JOB, fields: JOB_FIELDS },
  { method: "PUT", path: "/api/v1.1/jobs/1", body: VALID_JOB, fields: JOB_FIELDS },
  { method: "DELETE", path: "/api/v1.1/jobs", body: { referenceId: "FUZZ-1" }, fields: [["referenceId"]] },
  { method: "PUT", path: "/__admin/clock", body: { now: "2026-01-01T00:00:00Z" }, fields: [["now"]] },
  { method: "POST", path: "/__admin/clock/advance", body: { seconds: 1 }, fields: [["seconds"]] },
  {
    method: "POST",
    path: "/__admin/jobs/1/applications",
    body: { name: "Ada", email: "ada@example.org" },
    fields: [["name"], ["email"]],
  },
  {
    method: "PUT",
    path: "/__admin/state",
    body: STATE,
    fields: [
      ...Object.keys(STATE).map((key) => [key]),
      ["employers", 0, "apiKeys"],
      ["clock", "fixed"],
      ...Object.keys(EXPORTED_JOB).map((key) => ["jobs", 0, key]),
    ],
  },
];

/** A body of every kind with a value nested up to MAX_NESTING deep in one of its fields, or as the whole body. */
const nestedArb = fc
  .record({
    target: fc.constantFrom(...NESTING_TARGETS),
    pick: fc.nat(),
    whole: fc.boolean(),
    depth: fc.oneof(
      fc.integer({ min: 1, max: MAX_NESTING }),
      fc.constantFrom(1, 2, 100, 1_000, 5_000, MAX_NESTING - 1, MAX_NESTING),
    ),
    shape: fc.constantFrom("array" as const, "object" as const, "mixed" as const),
  })
  .map(({ target, pick, whole, depth, shape }) => {
    const nested = nestedText(depth, shape);
    const field = target.fields[pick % target.fields.length] ?? [];
    const body = whole
      ? nested
      : JSON.stringify(withPlaceholder(target.body, field)).replace(`"${NEST}"`, () => nested);
    return toCoreRequest(
      target.method,
      target.path,
      "",
      { "api-key": "demo-key-1", "content-type": "application/json" },
      body,
    );
  });

/** Any request, as the core sees one: most aimed at the job API, the rest anything. */
export const requestArb: fc.Arbitrary<CoreRequest> = fc.oneof(
  { weight: 3, arbitrary: aimedArb },
  { weight: 2, arbitrary: nestedArb },
  { weight: 1, arbitrary: anyArb },
);
