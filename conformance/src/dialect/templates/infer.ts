/**
 * Templates inferred from exemplars: one answer of the deployment, and what the suite knows
 * about it (the job's id, the status, the fields the request broke). Each member becomes
 * the rule it follows: the server's own value at the same place (with the date form the
 * deployment writes), a member equal to the id, a link holding the id, a time, the refusal's
 * status, words or broken fields, or else a constant.
 */
import {
  type AnswerTemplate,
  isDateText,
  literal,
  type OwnViolation,
  type RequestFacts,
  requestFacts,
  violationFields,
  wordsOf,
} from "@jobs-toolkit/spec";
import type { Answer } from "../../answer.js";
import { writtenZone } from "../../dates.js";
import { isRecord } from "../../json.js";

type Json = unknown;

/** The headers an app reads that a template sets or removes; Location stays the server's. */
const TEMPLATE_HEADERS = ["www-authenticate", "access-control-allow-origin", "retry-after"] as const;

/** Words that read as a constant rather than a message: codes, URIs, one or two words. */
function isConstantText(text: string): boolean {
  return (
    /^[A-Z][A-Z0-9_.:-]*$/.test(text) ||
    /^[a-z][a-z0-9]*(?:[_.:-][a-z0-9]+)+$/.test(text) ||
    /^(?:about:|https?:\/\/|urn:|\/)\S*$/.test(text)
  );
}

/** A date's form as an example: the instant 2026-11-21T15:04:05 written as `text` writes its own. */
function exampleForm(text: string): string {
  return text
    .replace(/^\d{4}-\d{2}-\d{2}/, "2026-11-21")
    .replace(/T\d{2}:\d{2}(:\d{2})?/, (_, seconds: string | undefined) => `T15:04${seconds ? ":05" : ""}`)
    .replace(/\.(\d+)/, (_, digits: string) => `.${"0".repeat(digits.length)}`);
}

/**
 * The order of the members of `value`'s objects as the deployment writes them: an object
 * of its members in that order, each holding its own objects' order (an array's, its first
 * element's); undefined where it holds no object.
 */
function orderOf(value: Json): Json {
  if (Array.isArray(value)) {
    return orderOf(value[0]);
  }
  return isRecord(value)
    ? Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, orderOf(entry) ?? true]))
    : undefined;
}

/**
 * A date's form, and for a day alone the zone its day is taken in: the one the job's
 * instants are written in (a deployment writes the day where it lives, as its times).
 */
function formOf(value: string, dayZone: string | undefined): Record<string, string> {
  const form = exampleForm(value);
  return !form.includes("T") && dayZone !== undefined ? { form, zone: dayZone } : { form };
}

/** The zone a job's instants are written in, e.g. `+05:30`, where its publishDate shows one other than `Z`. */
function instantZone(job: Record<string, Json>): string | undefined {
  const zone = writtenZone(job.publishDate);
  return zone?.toUpperCase() === "Z" ? undefined : zone;
}

/** Each time of a deployment's own, by member name, as the server's `/createdAt` or `/updatedAt` (write-times.ts). */
export type WriteTimes = ReadonlyMap<string, "/createdAt" | "/updatedAt">;

const NO_WRITE_TIMES: WriteTimes = new Map();

/** A member the server may have too: its own value (its objects in the deployment's member order), else the rule `otherwise` infers. */
function ownElse(value: Json, otherwise: Json, dayZone?: string): Json {
  const form = typeof value === "string" && isDateText(value) ? formOf(value, dayZone) : {};
  const order = orderOf(value);
  return { $: "own", ...form, ...(order === undefined ? {} : { order }), else: otherwise };
}

/** The rule an opaque member of a job follows: the id, a link holding it, a time, or a constant. */
function opaque(value: Json, id: number, origin: string): Json {
  if (value === id) {
    return { $: "own", at: "/id" };
  }
  if (typeof value === "string") {
    if (value === String(id)) {
      return { $: "own", at: "/id", as: "string" };
    }
    if (isDateText(value)) {
      return { $: "own", at: "/publishDate", form: exampleForm(value) };
    }
    const segment = new RegExp(`/${id}(?=[/?#]|$)`);
    if (segment.test(value)) {
      const text = value.replace(segment, "/{/id}");
      return { $: "format", text: text.startsWith(origin) ? `{origin}${text.slice(origin.length)}` : text };
    }
    return value;
  }
  if (Array.isArray(value)) {
    return value.map((entry) => opaque(entry, id, origin));
  }
  if (isRecord(value)) {
    return Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, opaque(entry, id, origin)]));
  }
  return value;
}

/**
 * A job's body: every member the server's own, else the rule it follows; a time of the
 * deployment's own that `writeTimes` names is the server's time of creation or last write.
 */
export function inferJobBody(job: Json, origin: string, writeTimes: WriteTimes = NO_WRITE_TIMES): Json {
  if (!isRecord(job)) {
    return asLiteral(job);
  }
  const id = job.id as number;
  const dayZone = instantZone(job);
  return Object.fromEntries(
    Object.entries(job).map(([name, value]) => {
      const at = writeTimes.get(name);
      return [
        name,
        at !== undefined && typeof value === "string"
          ? { $: "own", at, ...formOf(value, dayZone) }
          : ownElse(value, opaque(value, id, origin), dayZone),
      ];
    }),
  );
}

/** Whether an array holds jobs: objects with a numeric id. */
function holdsJobs(value: Json): value is Array<Record<string, Json>> {
  return (
    Array.isArray(value) && value.length > 0 && value.every((item) => isRecord(item) && typeof item.id === "number")
  );
}

/** A page's body: its array of jobs written item by item (as `inferJobBody`), the rest the server's own or constant. */
export function inferPageBody(page: Json, origin: string, writeTimes: WriteTimes = NO_WRITE_TIMES): Json {
  if (holdsJobs(page)) {
    return { $: "items", item: inferJobBody(page[0], origin, writeTimes) };
  }
  if (!isRecord(page)) {
    return asLiteral(page);
  }
  return Object.fromEntries(
    Object.entries(page).map(([name, value]) => [
      name,
      holdsJobs(value)
        ? { $: "items", at: `/${name}`, item: inferJobBody(value[0], origin, writeTimes) }
        : ownElse(value, asLiteral(value)),
    ]),
  );
}

/** The notations a field may be written in, each the member of the server's own violation holding it. */
const NOTATIONS = ["pointer", "dotted", "bracketed"] as const;

/** A string naming the broken field: the field in one notation, alone or inside fixed text. */
function fieldText(text: string, fields: readonly Pick<OwnViolation, (typeof NOTATIONS)[number]>[]): Json {
  for (const field of fields) {
    for (const notation of NOTATIONS) {
      const written = field[notation];
      if (written === "") {
        continue;
      }
      if (text === written) {
        return { $: "own", at: `/${notation}` };
      }
      if (notation === "pointer" && text.endsWith(written)) {
        return { $: "format", text: `${text.slice(0, -written.length)}{/${notation}}` };
      }
    }
  }
  return undefined;
}

interface RefusalFacts {
  status: number;
  /** The fields the request broke, in each notation. */
  fields: ReadonlyArray<Pick<OwnViolation, (typeof NOTATIONS)[number]>>;
  /** The request's method, path and job id, which words may name. */
  request?: RequestFacts;
}

/** The server's own message: what a refusal's words fall back to. */
const OWN_MESSAGE = { $: "own", at: "/message" };

/** The facts of the request an answer answers. */
function requestOf(answer: Answer): RequestFacts {
  const { method, url, requestHeaders } = answer.exchange;
  return requestFacts(method, new URL(url).pathname, requestHeaders["x-http-method-override"], answer.headers.allow);
}

/** Words with the request's facts written as the refusal's own (`{/method}`, `{/allow}`). */
const namingRequest = (text: string, request: RequestFacts) => wordsOf(text, { ...request }, (name) => `{/${name}}`);

/**
 * A refusal's words: where they name a fact of the request (its method, path, job id,
 * method overridden, the methods its path takes), a format writing the fake's request
 * there (`{/method} is not allowed here`); else the fake's own message.
 */
function refusalWords(text: string, request: RequestFacts | undefined): Json {
  const written = request === undefined ? text : namingRequest(text, request);
  return written === text ? OWN_MESSAGE : { $: "format", text: written, else: OWN_MESSAGE };
}

/**
 * Words that begin with the broken field's name (`title is longer than 256 characters`):
 * the field and the rule's own words, so the fake's text names the field as the deployment's does.
 */
function wordsNamingField(text: string, facts: RefusalFacts, within: "refusal" | "violation"): Json {
  const at = within === "refusal" ? "/violations/0" : "";
  const named = facts.fields.some(({ dotted }) => dotted !== "" && text.startsWith(`${dotted} `));
  return named ? { $: "format", text: `{${at}/dotted} {${at}/message}` } : undefined;
}

/** Whether a value names one of the broken fields somewhere inside it. */
function namesField(value: Json, facts: RefusalFacts): boolean {
  if (typeof value === "string") {
    return fieldText(value, facts.fields) !== undefined;
  }
  if (Array.isArray(value)) {
    return value.some((entry) => namesField(entry, facts));
  }
  return isRecord(value) && Object.values(value).some((entry) => namesField(entry, facts));
}

/** A member of a refusal's body, read at the refusal (`within` "refusal") or at one broken rule. */
function refusalMember(value: Json, facts: RefusalFacts, within: "refusal" | "violation"): Json {
  if (value === facts.status) {
    return { $: "own", at: "/status" };
  }
  if (typeof value === "string") {
    if (value === String(facts.status)) {
      return { $: "own", at: "/status", as: "string" };
    }
    const field = within === "violation" ? fieldText(value, facts.fields) : undefined;
    if (field !== undefined) {
      return field;
    }
    if (isConstantText(value)) {
      return value;
    }
    return (
      wordsNamingField(value, facts, within) ??
      (within === "refusal" ? refusalWords(value, facts.request) : { $: "own", at: "/message" })
    );
  }
  if (Array.isArray(value)) {
    // An array of objects naming the broken fields holds one entry per broken rule.
    const first = value[0];
    if (within === "refusal" && isRecord(first) && namesField(first, facts)) {
      return { $: "items", at: "/violations", item: refusalMember(first, facts, "violation") };
    }
    return value.map((entry) => refusalMember(entry, facts, within));
  }
  if (isRecord(value)) {
    // An object keyed by the broken field holds each rule's words under its field, in the
    // notation the deployment writes fields in.
    const keys = Object.keys(value);
    const notation = NOTATIONS.find((name) =>
      keys.every((key) => key !== "" && facts.fields.some((field) => field[name] === key)),
    );
    if (within === "refusal" && keys.length > 0 && notation !== undefined) {
      const first = value[keys[0] as string];
      const many = Array.isArray(first);
      const item = refusalMember(many ? first[0] : first, facts, "violation");
      return { $: "keyed", at: "/violations", key: notation, item, ...(many ? { many: true } : {}) };
    }
    return Object.fromEntries(
      Object.entries(value).map(([name, entry]) => [name, refusalMember(entry, facts, within)]),
    );
  }
  return value;
}

/**
 * The headers a template sets (the deployment sent them) or removes (it did not); Allow
 * stays the server's own where it has one, since it names the methods of each path.
 */
function headersOf(answer: Answer): Record<string, unknown> {
  const headers: Record<string, unknown> = Object.fromEntries(
    TEMPLATE_HEADERS.map((name) => [name, answer.headers[name] ?? null]),
  );
  const allow = answer.headers.allow;
  headers.allow = allow === undefined ? null : { $: "own", else: allow };
  return headers;
}

function parsedBody(answer: Answer): { json: Json } | { text: string } | undefined {
  if (answer.text.trim() === "") {
    return undefined;
  }
  return answer.json === undefined ? { text: answer.text } : { json: answer.json };
}

/** Which of `pointers` a refusal's body names, in any notation, anywhere in it, or as a word of its text. */
export function fieldsNamed(body: Json, pointers: readonly string[]): string[] {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return pointers.filter((pointer) => {
    const fields = violationFields(pointer);
    const word = new RegExp(`\\b${fields.dotted.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`);
    return namesField(body, { status: 0, fields: [fields] }) || word.test(text);
  });
}

/** A refusal's template from one exemplar: status, headers, Content-Type and body. */
export function inferRefusal(
  answer: Answer,
  brokenFields: ReadonlyArray<{ pointer?: string; parameter?: string }>,
): AnswerTemplate {
  const facts: RefusalFacts = {
    status: answer.status,
    fields: brokenFields.map(({ pointer, parameter }) => violationFields(pointer, parameter)),
    request: requestOf(answer),
  };
  const body = parsedBody(answer);
  return {
    status: answer.status,
    contentType: answer.headers["content-type"] ?? null,
    headers: headersOf(answer),
    body:
      body === undefined
        ? null
        : "json" in body
          ? refusalMember(body.json, facts, "refusal")
          : (wordsNamingField(body.text, facts, "refusal") ?? refusalWords(body.text, facts.request)),
  };
}

/** A success's template (a job, a page): the status stays the server's, as the knobs decide it. */
export function inferSuccess(answer: Answer, inferBody: (json: Json) => Json): AnswerTemplate | undefined {
  if (answer.json === undefined) {
    return undefined;
  }
  return {
    contentType: answer.headers["content-type"] ?? null,
    headers: headersOf(answer),
    body: inferBody(answer.json),
  };
}

/** A reference collection's template: the deployment's own answer, served as it is. */
export function inferCollection(answer: Answer): AnswerTemplate | undefined {
  return inferSuccess(answer, asLiteral);
}

/** A value with every object that would read as a marker kept as a literal. */
function asLiteral(value: Json): Json {
  if (Array.isArray(value)) {
    return value.map(asLiteral);
  }
  if (isRecord(value)) {
    return literal(Object.fromEntries(Object.entries(value).map(([name, entry]) => [name, asLiteral(entry)])));
  }
  return value;
}

/** A marker that writes a refusal's words: its message, alone or inside a format. */
export function isWordMarker(template: Json): boolean {
  return isRecord(template) && (template.$ === "format" || (template.$ === "own" && template.at === "/message"));
}

/** The first broken rule's entry of a list of them, or of an object keyed by field (a list under each key). */
function firstRule(value: Json): Json {
  const first = Array.isArray(value) ? value[0] : isRecord(value) ? Object.values(value)[0] : undefined;
  return Array.isArray(first) ? first[0] : first;
}

/** The requests two exemplars answer; absent inside one entry per broken rule, which cannot read them. */
type Requests = readonly [RequestFacts, RequestFacts] | undefined;

/** Words two exemplars share: the same string, or the same once each names its own request's facts. */
function wordsShared(template: Json, a: Json, b: Json, requests: Requests): Json {
  if (typeof a !== "string" || typeof b !== "string") {
    return template;
  }
  // Words naming the request's facts name them for every request, even two alike (`PATCH is not allowed here`).
  if (requests !== undefined) {
    const [writtenA, writtenB] = [namingRequest(a, requests[0]), namingRequest(b, requests[1])];
    if (writtenA === writtenB && writtenA !== a) {
      return { $: "format", text: writtenA, else: OWN_MESSAGE };
    }
  }
  return a === b ? a : template;
}

/**
 * `template` with each marker of words that `a` and `b` both hold the same string at
 * written as that string, or as a format where they differ only by their requests' facts.
 */
function sharedWords(template: Json, a: Json, b: Json, requests: Requests): Json {
  if (isWordMarker(template)) {
    return wordsShared(template, a, b, requests);
  }
  // One entry per broken rule, in a list or keyed by field: the first of each holds the words of a rule.
  if (isRecord(template) && (template.$ === "items" || template.$ === "keyed")) {
    const [ruleA, ruleB] = [firstRule(a), firstRule(b)];
    return ruleA === undefined || ruleB === undefined
      ? template
      : { ...template, item: sharedWords(template.item, ruleA, ruleB, undefined) };
  }
  if (Array.isArray(template) && Array.isArray(a) && Array.isArray(b)) {
    return a.length === template.length && b.length === a.length
      ? template.map((entry, index) => sharedWords(entry, a[index], b[index], requests))
      : template;
  }
  if (isRecord(template) && !("$" in template) && isRecord(a) && isRecord(b)) {
    return Object.fromEntries(
      Object.entries(template).map(([name, entry]) => [name, sharedWords(entry, a[name], b[name], requests)]),
    );
  }
  return template;
}

/**
 * A refusal's template with the words a second exemplar of its class shares written as
 * they are: refused for another reason (another field, id, path or body), a deployment
 * that still says the same words says them for the class, not for one refusal. Words
 * that differ stay the fake's own message.
 */
export function withSharedWords(template: AnswerTemplate, first: Answer, second: Answer): AnswerTemplate {
  const [a, b] = [parsedBody(first), parsedBody(second)];
  if (a === undefined || b === undefined || template.body === undefined || template.body === null) {
    return template;
  }
  const requests = [requestOf(first), requestOf(second)] as const;
  if ("json" in a && "json" in b) {
    return { ...template, body: sharedWords(template.body, a.json, b.json, requests) };
  }
  return "text" in a && "text" in b && isWordMarker(template.body)
    ? { ...template, body: wordsShared(template.body, a.text, b.text, requests) as AnswerTemplate["body"] }
    : template;
}
