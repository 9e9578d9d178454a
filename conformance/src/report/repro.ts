/**
 * Turns a shrunk failing run into things a person can re-run: the replay command,
 * curl lines (keys as $JOBS_API_KEY, ids captured in shell variables) and a vitest
 * file that makes the same requests with the SDK and asserts what the contract says.
 */
import { Matcher } from "../compare.js";
import type { FailureDetail } from "../failure.js";
import type { RecordedExchange } from "../http/recorder.js";
import type { ResolvedOptions } from "../options.js";
import { WRONG_KEY } from "../session.js";

const KEPT_HEADERS = ["api-key", "content-type", "x-http-method-override", "admin-token"];
const KEY_VARIABLES = ["JOBS_API_KEY", "JOBS_API_KEY_2"];

/** How a dialect run was given its dialect; none for the default one. */
function dialectArguments(options: ResolvedOptions): string {
  if (options.dialectSource) {
    return ` ${options.dialectSource}`;
  }
  return Object.keys(options.dialect).length > 0 ? " --dialect <dialect file>" : "";
}

/** A city name as a pattern matching a location description that gives it alone. */
function aloneIn(city: string): RegExp {
  return new RegExp(`"description"\\s*:\\s*"\\s*${city.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\s*"`, "i");
}

/**
 * The exchanges a reproduction sends, and the index of the failing one among them: the
 * failure's own, after what the run taught the target (see `TargetInfo.taught`) when one of
 * them gives a taught city alone, since a fresh deployment need not know that city yet.
 */
export function withTeaching(
  exchanges: RecordedExchange[],
  failing: number,
  target: { bareCities: readonly string[]; taught: readonly RecordedExchange[] },
): { exchanges: RecordedExchange[]; failing: number } {
  const patterns = target.bareCities.map(aloneIn);
  const needed = exchanges.some(({ requestBody }) => patterns.some((pattern) => pattern.test(requestBody ?? "")));
  if (!needed || target.taught.length === 0) {
    return { exchanges, failing };
  }
  // Without their instants: the time between the run's set-up and its checks is no wait it chose.
  const taught = target.taught.map(({ startedMs: _startedMs, ...exchange }) => exchange);
  return { exchanges: [...taught, ...exchanges], failing: failing + taught.length };
}

/** The bin command that replays one counterexample. */
export function replayCommand(options: ResolvedOptions, path: string, area: string): string {
  const keys = options.apiKeys.map((_, index) => `--api-key "$${KEY_VARIABLES[index]}"`).join(" ");
  const dialect = options.profile === "dialect" ? dialectArguments(options) : "";
  return `npx jobs-conformance --base-url ${options.baseUrl} ${keys} --profile ${options.profile}${dialect} --seed ${options.seed} --path '${path}' --only ${area}`;
}

/** The id in a response body, when it is a JSON object with one. */
function createdId(exchange: { responseBody: string }): number | undefined {
  try {
    const id = JSON.parse(exchange.responseBody)?.id;
    return typeof id === "number" ? id : undefined;
  } catch {
    return undefined;
  }
}

/** The job ids a reproduction reads from answers: by id, the variable; by exchange, the one it reads there. */
interface IdVariables {
  names: Map<number, string>;
  capturedAt: Map<number, string>;
}

/**
 * Job ids created during the run, by variable name: a target allocates its own ids, so a
 * reproduction reads each from the answer that made it instead of writing the run's.
 */
function idVariables(exchanges: RecordedExchange[]): IdVariables {
  const names = new Map<number, string>();
  const capturedAt = new Map<number, string>();
  exchanges.forEach((exchange, index) => {
    const created = exchange.status >= 200 && exchange.status < 300 && ["POST", "PUT"].includes(exchange.method);
    const id = created && new URL(exchange.url).pathname.includes("/jobs") ? createdId(exchange) : undefined;
    if (id !== undefined && !names.has(id)) {
      const name = `JOB_${names.size + 1}`;
      names.set(id, name);
      capturedAt.set(index, name);
    }
  });
  return { names, capturedAt };
}

function pathOf(exchange: RecordedExchange, options: ResolvedOptions): string {
  const url = new URL(exchange.url);
  const base = new URL(options.baseUrl);
  return url.origin === base.origin ? `${url.pathname}${url.search}` : exchange.url;
}

function shellQuote(text: string): string {
  return `'${text.replaceAll("'", `'\\''`)}'`;
}

function headerValue(name: string, value: string, options: ResolvedOptions): string {
  if (name === "api-key") {
    const index = options.apiKeys.indexOf(value);
    if (index >= 0) {
      return `$${KEY_VARIABLES[index]}`;
    }
    return value === WRONG_KEY ? value : "$JOBS_API_KEY";
  }
  return name === "admin-token" ? "$JOBS_ADMIN_TOKEN" : value;
}

/** Pauses shorter than this between two requests are the run's own pace, not a wait it chose. */
const WAIT_MS = 250;

/** How long the run waited before sending `exchanges[index]`, once the one before was answered; 0 when it did not. */
function waitBefore(exchanges: readonly RecordedExchange[], index: number): number {
  const exchange = exchanges[index];
  const before = exchanges[index - 1];
  if (exchange?.startedMs === undefined || before?.startedMs === undefined) {
    return 0;
  }
  const gap = exchange.startedMs - (before.startedMs + before.durationMs);
  return gap >= WAIT_MS ? Math.ceil(gap) : 0;
}

/** Ready-to-run curl lines for the exchanges. */
export function toCurl(exchanges: RecordedExchange[], options: ResolvedOptions): string {
  const { names: ids, capturedAt } = idVariables(exchanges);
  const lines = [
    `export JOBS_BASE_URL=${shellQuote(options.baseUrl)}`,
    `# export JOBS_API_KEY=...   # the first key${options.apiKeys.length > 1 ? "; JOBS_API_KEY_2: the second" : ""}`,
  ];
  exchanges.forEach((exchange, index) => {
    let path = pathOf(exchange, options);
    for (const [id, name] of ids) {
      path = path.replace(new RegExp(`/jobs/${id}(?=$|[/?])`), `/jobs/$${name}`);
    }
    const parts = [`curl -sS -i -X ${exchange.method} "$JOBS_BASE_URL${path}"`];
    for (const [name, value] of Object.entries(exchange.requestHeaders)) {
      if (!KEPT_HEADERS.includes(name)) {
        continue;
      }
      const rendered = headerValue(name, value, options);
      parts.push(rendered.startsWith("$") ? `-H "${name}: ${rendered}"` : `-H ${shellQuote(`${name}: ${rendered}`)}`);
    }
    if (exchange.bodyRecipe) {
      parts.push(`--data-binary ${exchange.bodyRecipe}`);
    } else if (exchange.requestBody !== undefined) {
      parts.push(`--data-binary ${shellQuote(exchange.requestBody)}`);
    }
    let line = parts.join(" ");
    const variable = capturedAt.get(index);
    if (variable) {
      line = `${variable}=$(${line.replace("curl -sS -i", "curl -sS")} | tee /dev/stderr | jq -r .id)`;
    }
    const wait = waitBefore(exchanges, index);
    if (wait > 0) {
      lines.push(`sleep ${(wait / 1000).toFixed(1)}`);
    }
    lines.push(`# -> ${exchange.status}`, line);
  });
  return lines.join("\n");
}

const TYPED_PATHS = [
  /^\/api\/v1\.1\/jobs$/,
  /^\/api\/v1\.1\/jobs\/\d+$/,
  /^\/api\/v1\.1\/(positiontypes|jobcategories|locations)$/,
];

/** Marks a captured id inside a value, so its JSON text names the variable instead. */
const ID_MARK = "@@id:";

/**
 * `value` with every job id the run captured marked: `value` itself when it is an id, the
 * `id` of a job (the value, or a job of a list of them); not the ids of the reference data
 * nested in a job (categories, position type), which may share their numbers.
 */
function markIds(value: unknown, ids: Map<number, string>, isId: boolean, depth = 0): unknown {
  if (typeof value === "number" && isId && ids.has(value)) {
    return `${ID_MARK}${ids.get(value)}`;
  }
  if (Array.isArray(value) && depth === 0) {
    return value.map((item) => markIds(item, ids, false, depth + 1));
  }
  if (value !== null && typeof value === "object" && !Array.isArray(value) && !(value instanceof Matcher)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, key === "id" ? markIds(item, ids, true, depth + 1) : item]),
    );
  }
  return value;
}

function literal(value: unknown, ids: Map<number, string> = new Map(), isId = false): string {
  // An absent value (a field the answer lacks) has no JSON text.
  // A Matcher writes itself through its toJSON.
  const text = JSON.stringify(markIds(value, ids, isId), null, 2);
  return text === undefined
    ? "undefined"
    : text.replaceAll("\n", "\n    ").replace(new RegExp(`"${ID_MARK}(JOB_\\d+)"`, "g"), "$1");
}

function typedCall(exchange: RecordedExchange, client: string, ids: Map<number, string>): string | undefined {
  const url = new URL(exchange.url);
  const headers = Object.keys(exchange.requestHeaders).filter((name) => KEPT_HEADERS.includes(name));
  const contentType = exchange.requestHeaders["content-type"];
  if (headers.some((name) => name !== "api-key" && name !== "content-type")) {
    return undefined;
  }
  if (contentType !== undefined && contentType !== "application/json") {
    return undefined;
  }
  if (!TYPED_PATHS.some((pattern) => pattern.test(url.pathname))) {
    return undefined;
  }
  let body: unknown;
  if (exchange.requestBody !== undefined) {
    try {
      body = JSON.parse(exchange.requestBody);
    } catch {
      return undefined;
    }
  }
  const options: string[] = [];
  const id = url.pathname.match(/\/jobs\/(\d+)$/)?.[1];
  const template = id ? "/api/v1.1/jobs/{id}" : url.pathname;
  const query = Object.fromEntries(url.searchParams);
  const params: string[] = [];
  if (id) {
    params.push(`path: { id: ${ids.get(Number(id)) ?? id} }`);
  }
  if (Object.keys(query).length > 0) {
    params.push(`query: ${JSON.stringify(query)}`);
  }
  if (params.length > 0) {
    options.push(`params: { ${params.join(", ")} }`);
  }
  if (body !== undefined) {
    options.push(`body: ${literal(body)} as never`);
  }
  return `${client}.${exchange.method}("${template}"${options.length ? `, { ${options.join(", ")} }` : ""})`;
}

/** A status class the seed level states ("2xx", "4xx"), as the range of statuses it admits. */
function statusRange(expected: unknown): [number, number] | undefined {
  const match = typeof expected === "string" ? /^([1-5])xx$/.exec(expected) : null;
  return match ? [Number(match[1]) * 100, Number(match[1]) * 100 + 99] : undefined;
}

/**
 * An absolute URL on the run's base URL as an expression on the reproduction's own
 * (`${baseUrl}/api/v1.1/jobs/${JOB_1}`): another deployment has its own host, port and ids.
 */
function onOwnBase(value: unknown, options: ResolvedOptions, ids: Map<number, string>): string | undefined {
  if (typeof value !== "string" || !value.startsWith(`${options.baseUrl}/`)) {
    return undefined;
  }
  let rest = value.slice(options.baseUrl.length).replaceAll("`", "\\`").replaceAll("${", "\\${");
  for (const [id, name] of ids) {
    rest = rest.replace(new RegExp(`/jobs/${id}(?=$|[/?#])`), `/jobs/\${${name}}`);
  }
  return `\`\${baseUrl}${rest}\``;
}

/**
 * A predicted list of jobs (or of job ids, compared among themselves) as the ids it holds,
 * each a variable where the run captured it: the expression of the wanted ids, and the ids
 * a list is cut to before it is compared (`null`: none, a list of jobs is compared whole).
 */
function listedIds(expected: unknown, ids: Map<number, string>): { wanted: string; only: string } | undefined {
  if (!Array.isArray(expected) || expected.length === 0) {
    return undefined;
  }
  const numbers = expected.every((item) => typeof item === "number");
  const jobs = expected.every((item) => item !== null && typeof item === "object" && typeof item.id === "number");
  if (!numbers && !jobs) {
    return undefined;
  }
  const wanted = `[${expected
    .map((item) => {
      const id = numbers ? item : item.id;
      return ids.get(id) ?? String(id);
    })
    .join(", ")}]`;
  return { wanted, only: numbers ? wanted : "null" };
}

/**
 * For a date predicted from another date of the same answer (closeDate from publishDate):
 * that date's pointer, and how far apart the run saw the two.
 */
function relativeDate(
  detail: Omit<FailureDetail, "exchange">,
  answered: RecordedExchange | undefined,
): { pointer: string; distance: number } | undefined {
  const { expected, actual } = detail;
  if (!(expected instanceof Matcher) || typeof actual !== "string" || Number.isNaN(Date.parse(actual)) || !answered) {
    return undefined;
  }
  let body: unknown;
  try {
    body = JSON.parse(answered.responseBody);
  } catch {
    return undefined;
  }
  if (body === null || typeof body !== "object") {
    return undefined;
  }
  const [key] = Object.entries(body).find(
    ([name, value]) =>
      `/${name}` !== detail.pointer &&
      typeof value === "string" &&
      !Number.isNaN(Date.parse(value)) &&
      expected.description.includes(value),
  ) ?? [undefined];
  return key === undefined
    ? undefined
    : { pointer: `/${key}`, distance: Date.parse(actual) - Date.parse(String((body as Record<string, unknown>)[key])) };
}

function assertion(
  step: string,
  detail: Omit<FailureDetail, "exchange"> | undefined,
  message: string,
  ids: Map<number, string>,
  options: ResolvedOptions,
  answered: RecordedExchange | undefined,
): string[] {
  const comment = `    // ${message.split("\n")[0]}`;
  // A check with no assertion form here: the steps replay it, the message says what to read.
  const unexpressed = [
    comment,
    "    // This check has no assertion form in a reproduction: the steps above replay it; read the",
    "    // last answer against the message (or run the Replay command above).",
  ];
  if (!detail) {
    return unexpressed;
  }
  if (detail.kind === "status") {
    const range = statusRange(detail.expected);
    return range
      ? [
          comment,
          `    expect(${step}.status).toBeGreaterThanOrEqual(${range[0]});`,
          `    expect(${step}.status).toBeLessThanOrEqual(${range[1]});`,
        ]
      : [comment, `    expect(${step}.status).toBe(${JSON.stringify(detail.expected)});`];
  }
  if (detail.kind === "header") {
    return [
      comment,
      `    expect(${step}.headers.get(${JSON.stringify(detail.header)})).toBe(${onOwnBase(detail.expected, options, ids) ?? JSON.stringify(detail.expected)});`,
    ];
  }
  const pointer = detail.pointer ?? "";
  const isId = pointer.endsWith("/id");
  const list = listedIds(detail.expected, ids);
  if (detail.kind === "field" && list) {
    // A list is compared by the jobs it holds, in order: their other fields carry the
    // run's own instants and names, which another deployment does not share.
    return [
      comment,
      `    expect(idsOf(at(${step}.body, ${JSON.stringify(pointer)}), ${list.only})).toEqual(${list.wanted});`,
    ];
  }
  const url = onOwnBase(detail.expected, options, ids);
  if (detail.kind === "field" && url) {
    return [comment, `    expect(at(${step}.body, ${JSON.stringify(pointer)})).toBe(${url});`];
  }
  if (
    detail.kind === "field" &&
    !(detail.expected instanceof Matcher) &&
    !JSON.stringify(detail.expected ?? null).includes("<")
  ) {
    return [
      comment,
      `    expect(at(${step}.body, ${JSON.stringify(pointer)})).toEqual(${literal(detail.expected, ids, isId)});`,
    ];
  }
  const relative = relativeDate(detail, answered);
  if (detail.kind === "field" && relative) {
    // The prediction hangs on another date of the answer, which the reproduction's own
    // answer has at another instant: the wrong distance between the two is what fails.
    const distance = (body: string) =>
      `Date.parse(String(at(${body}, ${JSON.stringify(pointer)}))) - Date.parse(String(at(${body}, ${JSON.stringify(relative.pointer)})))`;
    return [comment, `    expect(${distance(`${step}.body`)}).not.toBe(${relative.distance});`];
  }
  if (detail.kind === "field") {
    return [
      comment,
      `    expect(at(${step}.body, ${JSON.stringify(pointer)})).not.toEqual(${literal(detail.actual, ids, isId)});`,
    ];
  }
  if (detail.kind === "spec") {
    return [comment, `    expect(await validator.check(${step}.exchange)).toEqual([]);`];
  }
  return unexpressed;
}

/** A vitest file that replays the exchanges with the SDK and asserts the broken expectation. */
export function toVitest(
  exchanges: RecordedExchange[],
  failing: number,
  detail: Omit<FailureDetail, "exchange"> | undefined,
  message: string,
  title: string,
  options: ResolvedOptions,
): string {
  const { names: ids, capturedAt } = idVariables(exchanges);
  const body: string[] = [];
  exchanges.forEach((exchange, index) => {
    const step = `s${index + 1}`;
    const wait = waitBefore(exchanges, index);
    if (wait > 0) {
      // The run waited here: what it showed (two publish instants apart) needs the wait too.
      body.push(`    await new Promise((resolve) => setTimeout(resolve, ${wait}));`);
    }
    const key = options.apiKeys.indexOf(exchange.requestHeaders["api-key"] ?? "");
    const typed = key >= 0 ? typedCall(exchange, key === 0 ? "a" : "b", ids) : undefined;
    if (typed) {
      body.push(`    const ${step} = await typed("${exchange.method}", ${typed});`);
    } else {
      const headers = Object.fromEntries(
        Object.entries(exchange.requestHeaders)
          .filter(([name]) => KEPT_HEADERS.includes(name))
          .map(([name, value]) => [name, name === "api-key" && key >= 0 ? `@@${KEY_VARIABLES[key]}` : value]),
      );
      const init = [
        `method: "${exchange.method}"`,
        `headers: ${JSON.stringify(headers).replace(/"@@(\w+)"/g, 'process.env.$1 ?? ""')}`,
      ];
      if (exchange.requestBody !== undefined) {
        init.push(
          exchange.requestBodyBytes > exchange.requestBody.length
            ? `body: "x".repeat(${exchange.requestBodyBytes})`
            : `body: ${JSON.stringify(exchange.requestBody)}`,
        );
      }
      let path = pathOf(exchange, options);
      for (const [id, name] of ids) {
        // Whole ids only: job 1's variable must not rewrite the path of job 15.
        path = path.replace(new RegExp(`/jobs/${id}(?=$|[/?#])`), `/jobs/\${${name}}`);
      }
      body.push(`    const ${step} = await raw(\`${path}\`, { ${init.join(", ")} });`);
    }
    const variable = capturedAt.get(index);
    if (variable) {
      body.push(`    const ${variable} = (${step}.body as { id: number }).id;`);
    }
    if (index === failing) {
      body.push(...assertion(step, detail, message, ids, options, exchange));
    }
  });
  return `// Reproduces a conformance failure: ${message.split("\n")[0]}
// Replay: ${replayCommand(options, "<path>", "<area>")}
import { createJobsClient } from "@jobs-toolkit/sdk";
import { createSpecValidator } from "@jobs-toolkit/spec/validator";
import { expect, it } from "vitest";

const baseUrl = process.env.JOBS_BASE_URL ?? ${JSON.stringify(options.baseUrl)};
// The SDK hands back a copy of each response; the steps run one at a time, so the text
// and URL of the last one sent are those of the current step.
let lastText = "";
let lastUrl = "";
const keep = async (request: Request) => {
  const response = await fetch(request);
  lastText = await response.clone().text();
  lastUrl = request.url;
  return response;
};
// As the suite sends: no retries, and a redirect is the answer, never followed with a key.
const a = createJobsClient({ baseUrl, apiKey: process.env.JOBS_API_KEY ?? "", fetch: keep, maxRetries: 0, followRedirects: false }).raw;
const b = createJobsClient({ baseUrl, apiKey: process.env.JOBS_API_KEY_2 ?? "", fetch: keep, maxRetries: 0, followRedirects: false }).raw;
const validator = await createSpecValidator();

interface Step { status: number; body: unknown; headers: Headers; exchange: Parameters<typeof validator.check>[0] }

function step(method: string, url: string, response: Response, text: string): Step {
  let body: unknown = text;
  try { body = JSON.parse(text); } catch {}
  return { status: response.status, body, headers: response.headers, exchange: { method, url, status: response.status, headers: response.headers, body: text } };
}
async function typed(method: string, call: Promise<{ response: Response }>): Promise<Step> {
  const { response } = await call;
  // The SDK's copy of a response may not know its URL; the request sent last does.
  return step(method, response.url || lastUrl, response, lastText);
}
async function raw(path: string, init: RequestInit): Promise<Step> {
  const response = await fetch(\`\${baseUrl}\${path}\`, { ...init, redirect: "manual" });
  return step(init.method ?? "GET", \`\${baseUrl}\${path}\`, response, await response.text());
}
function idsOf(list: unknown, only: unknown[] | null): unknown {
  if (!Array.isArray(list)) {
    return list;
  }
  const ids = list.map((item) => (item as { id?: unknown } | null)?.id);
  return only ? ids.filter((id) => only.includes(id)) : ids;
}
function at(value: unknown, pointer: string): unknown {
  return pointer.split("/").slice(1).reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key.replaceAll("~1", "/").replaceAll("~0", "~")], value);
}

it(${JSON.stringify(title)}, async () => {
${body.join("\n")}
});
`;
}
