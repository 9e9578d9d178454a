/**
 * A deployment's input acceptance, learnt by example (`dialect.acceptance`), applied to a
 * job body before the reference rules read it: what the deployment normalises is
 * normalised (a status folded to lower case, spaces trimmed, six decimals cut to four, a
 * string of digits read as a number), and what it refuses that the reference rules take
 * is recorded as a violation. What the rules themselves must tell (a comment kept, a
 * negative amount, a closeDate before publishDate) they read from the rule context.
 */
import { type Acceptance, type AnswerTemplate, JOB_FIELD_ORDER } from "@jobs-toolkit/spec";
import { isObject } from "../lib/text.js";
import { TITLE_MAX } from "./title.js";
import type { Violations } from "./violations.js";

type Body = Record<string, unknown>;

/** Whether the body is a new job's (a missing field takes its default) or an update's. */
type Change = "create" | "update";

/** Members a body may carry that the document names (the round trip posts a GET result back). */
const NAMED: ReadonlySet<string> = new Set(JOB_FIELD_ORDER);

const DIGITS = /^-?\d+(\.\d+)?$/;
const COMMENT = /<!--[\s\S]*?-->/g;
/** A date-time without offset: the form a deployment may read at its own offset. */
const LOCAL_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?$/;

const numberFrom = (value: unknown) => (typeof value === "string" && DIGITS.test(value) ? Number(value) : value);
const booleanFrom = (value: unknown) => (value === "true" ? true : value === "false" ? false : value);

/** `amount` with four decimals at most, rounded or truncated. */
function fourDecimals(amount: unknown, how: "rounded" | "truncated"): unknown {
  if (typeof amount !== "number" || !Number.isFinite(amount)) {
    return amount;
  }
  // Truncated as written: scaling first would let the float's noise cut 12.3456 to 12.3455.
  const written = /^(-?\d+)(?:\.(\d+))?$/.exec(String(amount));
  if (how === "truncated" && written) {
    return Number(`${written[1]}.${(written[2] ?? "").slice(0, 4) || "0"}`);
  }
  const scaled = amount * 10_000;
  return (how === "rounded" ? Math.round(scaled) : Math.trunc(scaled)) / 10_000;
}

/** An `{ id }` reference with its id read as a number where the deployment coerces. */
const coercedId = (reference: unknown) =>
  isObject(reference) && "id" in reference ? { ...reference, id: numberFrom(reference.id) } : reference;

function salaryOf(salary: unknown, acceptance: Acceptance): unknown {
  if (!isObject(salary)) {
    return salary;
  }
  const next: Body = { ...salary };
  for (const name of ["amount", "maxAmount"]) {
    if (acceptance.stringNumber === "coerced") {
      next[name] = numberFrom(next[name]);
    }
    if (acceptance.sixDecimals === "rounded" || acceptance.sixDecimals === "truncated") {
      next[name] = fourDecimals(next[name], acceptance.sixDecimals);
    }
  }
  if (acceptance.stringNumber === "coerced" && "type" in next) {
    next.type = coercedId(next.type);
  }
  // Read as a type without its id, the rules name salary.type.id, as the deployment does.
  if (acceptance.nullSalaryType === "without-id" && next.type === null) {
    next.type = {};
  }
  if (acceptance.stringBoolean === "coerced" && "plusCommission" in next) {
    next.plusCommission = booleanFrom(next.plusCommission);
  }
  return next;
}

/** Refusals of members the reference rules ignore. */
function refuseMembers(body: Body, acceptance: Acceptance, shown: ReadonlySet<string>, v: Violations): void {
  for (const name of Object.keys(body)) {
    const refused =
      name === "id"
        ? acceptance.idMember === "refused"
        : acceptance.unknownMember === "refused" && !NAMED.has(name) && !shown.has(name);
    if (refused) {
      // Words of the rule alone, as every rule's: a template that names the field names it once.
      v.add(`/${name}`, "unknown_field", "this member cannot be sent");
    }
  }
}

function textOf(value: unknown, acceptance: Acceptance): unknown {
  const text = acceptance.numberTitle === "stringified" && typeof value === "number" ? String(value) : value;
  return acceptance.surroundingSpaces === "trimmed" && typeof text === "string" ? text.trim() : text;
}

/**
 * The body as the reference rules should read it to answer like the deployment, with a
 * violation in `v` for each input the deployment refuses and the rules would take;
 * `shown` names the members a job of the deployment shows besides the document's.
 */
export function acceptedBody(
  body: Body,
  acceptance: Acceptance,
  change: Change,
  v: Violations,
  shown: ReadonlySet<string> = new Set(),
): Body {
  if (Object.keys(acceptance).length === 0) {
    return body;
  }
  refuseMembers(body, acceptance, shown, v);
  const next: Body = { ...body };
  if ("title" in next) {
    next.title = textOf(next.title, acceptance);
    const title = next.title;
    if (acceptance.astralTitle === "refused" && typeof title === "string" && title.length > TITLE_MAX) {
      v.add("/title", "too_long", `must be at most ${TITLE_MAX} characters; got ${title.length}`);
    }
  }
  if (typeof next.referenceId === "string" && acceptance.surroundingSpaces === "trimmed") {
    next.referenceId = next.referenceId.trim() || null;
  }
  if (acceptance.statusUpperCase === "lower-cased" && typeof next.status === "string") {
    next.status = next.status.toLowerCase();
  }
  if (acceptance.stringBoolean === "coerced") {
    for (const name of ["confidential", "autoRefresh"]) {
      if (name in next) {
        next[name] = booleanFrom(next[name]);
      }
    }
  }
  if (acceptance.stringNumber === "coerced") {
    for (const name of ["positionType", "applicantRoutingType"]) {
      if (name in next) {
        next[name] = coercedId(next[name]);
      }
    }
    if (Array.isArray(next.categories)) {
      next.categories = next.categories.map(coercedId);
    }
  }
  if ("salary" in next) {
    next.salary = salaryOf(next.salary, acceptance);
  }
  const offset = acceptance.dateWithoutOffset;
  if (offset !== undefined && offset !== "refused" && typeof next.closeDate === "string") {
    const local = LOCAL_TIME.exec(next.closeDate);
    if (local) {
      next.closeDate = `${next.closeDate}${local[1] === undefined ? ":00" : ""}${offset}`;
    }
  }
  if (acceptance.htmlComment === "removed" && typeof next.description === "string") {
    next.description = next.description.replace(COMMENT, "");
  }
  if (change === "create" && acceptance.noDescription === "empty" && (next.description ?? null) === null) {
    next.description = "";
  }
  return next;
}

const NOTHING_SHOWN: ReadonlySet<string> = new Set();
/** A dialect's templates live as long as its server: each one's members are listed once, not once a write. */
const shownByTemplate = new WeakMap<AnswerTemplate, ReadonlySet<string>>();

/** The members a job of the deployment shows, from the job template learnt (none without one). */
export function shownMembers(job: AnswerTemplate | undefined): ReadonlySet<string> {
  if (job === undefined) {
    return NOTHING_SHOWN;
  }
  let shown = shownByTemplate.get(job);
  if (shown === undefined) {
    const body = job.body;
    shown = new Set(isObject(body) && !("$" in body) ? Object.keys(body) : []);
    shownByTemplate.set(job, shown);
  }
  return shown;
}
