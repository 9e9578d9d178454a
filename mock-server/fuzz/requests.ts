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
    for (const key of remove) delete job[key];
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

/** Any request, as the core sees one: most aimed at the job API, the rest anything. */
export const requestArb: fc.Arbitrary<CoreRequest> = fc.oneof(
  { weight: 3, arbitrary: aimedArb },
  { weight: 1, arbitrary: anyArb },
);
