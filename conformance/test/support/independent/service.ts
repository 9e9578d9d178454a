/**
 * A Job Posting API written from the interface document alone, shared by the independent
 * implementations: what the document states lives here (with its knobs in behaviour.ts),
 * what it leaves open comes from a dialect.
 */
import { type Behaviour, DOCUMENTED } from "./behaviour.js";
import type { Dialect, Employer, NamedItem, PageQuery, Place, RefusalDetail, RefusalKind } from "./dialect.js";
import { descriptionProblem } from "./html.js";
import { Numeral, toJsonText } from "./json-text.js";

const DAY = 86_400_000;
const STATUSES = ["active", "archived", "draft"] as const;
type Status = (typeof STATUSES)[number];
const PROVINCES = ["AB", "BC", "MB", "NB", "NL", "NS", "NT", "NU", "ON", "PE", "QC", "SK", "YT"];
const JOBS = "/api/v1.1/jobs";
const JOB = /^\/api\/v1\.1\/jobs\/(\d{1,10})$/;
const INT32_MAX = 2_147_483_647;

interface Salary {
  amount: number;
  maxAmount: number | null;
  type: number;
  plusCommission: boolean;
}

/** The fields a client may set. */
interface Fields {
  referenceId: string | null;
  title: string;
  closeDate: number;
  confidential: boolean;
  autoRefresh: boolean;
  status: Status;
  locations: Place[];
  categories: NamedItem[];
  positionType: NamedItem;
  salary: Salary | null;
  description: string;
  routing: 1 | 2;
  applicationEmail: string | null;
  applicationUrl: string | null;
}

interface Job extends Fields {
  id: number;
  employer: Employer;
  publishDate: number;
  /** When the job was created and last written, for the members a dialect may add. */
  createdAt: number;
  updatedAt: number;
}

/** Options every implementation takes. */
export interface ServiceOptions {
  /** The clock, in milliseconds (tests inject one; real time otherwise). */
  now?: () => number;
  /** Departures from the document, one knob each (see faults.ts). */
  behaviour?: Partial<Behaviour>;
}

/** autoRefresh refused for an employer's plan, answered as the dialect says. */
class PlanRefusal extends Error {}

class Refusal extends Error {
  readonly kind: RefusalKind;
  readonly detail: RefusalDetail;

  constructor(kind: RefusalKind, message: string, detail: RefusalDetail) {
    super(message);
    this.kind = kind;
    this.detail = detail;
  }
}

const refuse = (message: string, kind: RefusalKind = "validation", detail: RefusalDetail = {}): never => {
  throw new Refusal(kind, message, detail);
};

/** A validation refusal naming the field at fault. */
const refuseField = (field: string, message: string): never => refuse(message, "validation", { field });

type Body = Record<string, unknown>;

const isObject = (value: unknown): value is Body =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** How a length is counted: in code points, in UTF-16 code units, or (a fault) in UTF-8 bytes. */
type LengthUnit = "code-points" | "utf16-units" | "utf8-bytes";

/** How long a text is, in `unit`. */
const lengthOf = (value: string, unit: LengthUnit) =>
  unit === "utf8-bytes"
    ? new TextEncoder().encode(value).length
    : unit === "utf16-units"
      ? value.length
      : [...value].length;

function text(body: Body, name: string, max: number, path = name, unit: LengthUnit = "code-points") {
  const value = body[name];
  if (typeof value !== "string") {
    return refuseField(path, `${name} must be a string`);
  }
  if (lengthOf(value, unit) > max) {
    return refuseField(path, `${name} is longer than ${max} characters`);
  }
  return value;
}

/** A string spelling what a lenient reader takes in its place ("true", "12"), or the value. */
function coerced(value: unknown): unknown {
  if (value === "true" || value === "false") {
    return value === "true";
  }
  return typeof value === "string" && /^-?\d+(\.\d+)?$/.test(value) ? Number(value) : value;
}

/** `value` cut to four decimals as written: scaling first would let the float's noise cut 12.3456 to 12.3455. */
function truncated(value: number): number {
  const written = /^(-?\d+)(?:\.(\d+))?$/.exec(String(value));
  return written
    ? Number(`${written[1]}.${(written[2] ?? "").slice(0, 4) || "0"}`)
    : Math.trunc(value * 10_000) / 10_000;
}

function flag(body: Body, name: string, path = name, lenient = false): boolean {
  const value = lenient ? coerced(body[name]) : body[name];
  if (typeof value !== "boolean") {
    return refuseField(path, `${name} must be true or false`);
  }
  return value;
}

function idOf(value: unknown, name: string, path: string, lenient = false): number {
  const id = isObject(value) ? (lenient ? coerced(value.id) : value.id) : undefined;
  if (!Number.isInteger(id)) {
    return refuseField(path, `${name} needs an integer id`);
  }
  return id as number;
}

/** The members a job body may carry, as the document names them. */
const WRITABLE = new Set([
  "referenceId",
  "title",
  "closeDate",
  "confidential",
  "autoRefresh",
  "status",
  "locations",
  "categories",
  "positionType",
  "salary",
  "description",
  "applicantRoutingType",
  "applicationEmail",
  "applicationUrl",
]);
/** Members a job shows that a body may carry back: the document's round trip posts a GET result without id. */
const SHOWN = new Set(["id", "employer", "publishDate", "createdAt", "updatedAt", "_links"]);

function normalize(city: string): string {
  return city
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .trim();
}

/**
 * Whether `text` matches `term` (both already folded to one case) as `rule` reads
 * "matched": anywhere, as whole words (bounded by non-letters), or as a phrase of the
 * text's words (split on anything not a letter or digit).
 */
function termMatches(text: string, term: string, rule: "substring" | "whole-word" | "phrase"): boolean {
  if (rule === "substring") {
    return text.includes(term);
  }
  if (rule === "whole-word") {
    const escaped = term.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, "u").test(text);
  }
  const words = (value: string) => value.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const own = words(text);
  const wanted = words(term);
  if (wanted.length === 0) {
    return text.includes(term);
  }
  return own.some((_, start) => wanted.every((word, offset) => own[start + offset] === word));
}

/** The service; `fetch` answers one request. */
export function createService(dialect: Dialect, options: ServiceOptions = {}) {
  const rules: Behaviour = { ...DOCUMENTED, ...options.behaviour };
  const unit: LengthUnit = rules.titleLength === "utf8-bytes" ? "utf8-bytes" : (dialect.lengthUnit ?? "code-points");
  const lenient = dialect.coerceTypes === true;
  const dayOf = dialect.closeDateOfDay ?? ((ms: number) => ms);
  const realNow = options.now ?? Date.now;
  const clock = { fixed: undefined as number | undefined, offset: 0 };
  const now = () => clock.fixed ?? realNow() + clock.offset;
  const jobs = new Map<number, Job>();
  let nextJobId = dialect.firstJobId;
  let jobsCreated = 0;
  let nextPlaceId = dialect.firstPlaceId;
  const places: Place[] = [];
  const addPlace = (city: string, province: string, namedBy?: string): Place => {
    const described = dialect.describePlace(city, province);
    const place = {
      id: nextPlaceId++,
      city,
      province,
      ...described,
      ...(namedBy === undefined ? {} : { description: namedBy, namedBy }),
    };
    places.push(place);
    return place;
  };
  for (const town of dialect.towns) {
    addPlace(town.city, town.province);
  }

  function place(input: unknown, index: number): Place {
    const path = `locations.${index}.description`;
    if (!isObject(input)) {
      return refuseField(path, "each location needs a description");
    }
    const description = text(input, "description", 300, path).trim();
    const match = dialect.lenientLocations
      ? /^([^,]+?)\s*(?:(?:,\s*|\s+)([A-Za-z]{2}))?$/.exec(description)
      : /^([^,]+?)\s*(?:,\s*([A-Za-z]{2}))?$/.exec(description);
    const city = match?.[1]?.trim() ?? "";
    if (!/^\p{L}[\p{L}\p{M} .'’-]*$/u.test(city)) {
      return refuseField(path, `'${description}' is not 'City' or 'City, XX'`);
    }
    const province = match?.[2]?.toUpperCase();
    // Another form than `City, XX`: no comma, no space after it, or a code in lower case.
    const otherForm = province !== undefined && !/,\s+[A-Z]{2}$/.test(description);
    const held = places.filter((p) => p.namedBy === undefined);
    if (province !== undefined) {
      if (!PROVINCES.includes(province)) {
        return refuseField(path, `'${province}' is not a Canadian province or territory code`);
      }
      if (otherForm && dialect.ownPlaceForms) {
        return (
          places.find((p) => p.namedBy !== undefined && normalize(p.namedBy) === normalize(description)) ??
          addPlace(city, province, description)
        );
      }
      const known = held.find((p) => p.province === province && normalize(p.city) === normalize(city));
      if (known) {
        return known;
      }
      if (!rules.acceptFreshLocations) {
        return refuseField(path, `'${description}' is not in the location collection`);
      }
      return addPlace(city, province);
    }
    const matches = held.filter((p) => normalize(p.city) === normalize(city));
    const [first] = matches;
    if (!rules.acceptBareCity) {
      return refuseField(path, `'${city}': give a location as 'City, XX'`);
    }
    if (first === undefined) {
      return refuseField(path, `'${city}' is unknown; send 'City, XX'`);
    }
    if (matches.length > 1 && dialect.ambiguousCity === "reject") {
      return refuseField(path, `'${city}' is ambiguous; add a province`);
    }
    return first;
  }

  function amount(given: unknown, name: string): number {
    const value = lenient ? coerced(given) : given;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      return refuseField(name, `${name} must be a number`);
    }
    if (value < 0 && dialect.rejectNegativeAmounts) {
      return refuseField(name, `${name} must not be negative`);
    }
    const scaled = value * 10_000;
    if (Math.abs(scaled - Math.round(scaled)) > 1e-6 * Math.max(1, Math.abs(scaled))) {
      if (dialect.extraDecimals === "reject") {
        return refuseField(name, `${name} has more than four decimals`);
      }
    }
    return dialect.extraDecimals === "truncate" ? truncated(value) : Math.round(scaled) / 10_000;
  }

  /** The salary a body sends; where the dialect merges, what it leaves out is kept from `stored`. */
  function salary(sent: unknown, stored: Salary | null | undefined): Salary | null {
    if (sent === null) {
      return null;
    }
    if (!isObject(sent)) {
      return refuseField("salary", "salary must be an object or null");
    }
    const value =
      dialect.salaryOnUpdate === "merge" && stored
        ? { amount: stored.amount, maxAmount: stored.maxAmount, type: { id: stored.type }, ...sent }
        : sent;
    if (value.amount === undefined) {
      return refuseField("salary.amount", "salary needs an amount");
    }
    const result: Salary = {
      amount: amount(value.amount, "salary.amount"),
      maxAmount:
        value.maxAmount === undefined || value.maxAmount === null ? null : amount(value.maxAmount, "salary.maxAmount"),
      type: 1,
      plusCommission:
        dialect.salaryOnUpdate === "merge" && stored ? stored.plusCommission : rules.defaultPlusCommission,
    };
    if (value.type === undefined) {
      if (rules.salaryNeedsType) {
        refuseField("salary.type", "salary.type is required when salary.amount is given");
      }
    } else {
      result.type = idOf(value.type, "salary.type", "salary.type.id", lenient);
      if (!dialect.salaryTypes[result.type] && rules.salaryTypesClosed) {
        refuseField("salary.type.id", `salary type ${result.type} does not exist`);
      }
    }
    if (value.plusCommission !== undefined) {
      result.plusCommission = flag(value, "plusCommission", "salary.plusCommission", lenient);
    }
    return result;
  }

  function list<T>(
    value: unknown,
    name: string,
    min: number,
    max: number,
    read: (item: unknown, index: number) => T,
  ): T[] {
    if (!Array.isArray(value)) {
      return refuseField(name, `${name} must be an array`);
    }
    if (value.length < min || value.length > max) {
      return refuseField(name, `${name} takes ${min} to ${max} entries`);
    }
    return value.map((item, index) => read(item, index));
  }

  /** The fields a body sets, each checked on its own; `stored` is the job an update writes to. */
  function changes(body: Body, stored?: Job): Partial<Fields> {
    const sent: Partial<Fields> = {};
    const has = (name: string) => body[name] !== undefined;
    for (const name of Object.keys(body)) {
      if (
        name === "id"
          ? dialect.readOnlyMembers === "refused"
          : !WRITABLE.has(name) && !SHOWN.has(name) && dialect.unknownMembers === "refused"
      ) {
        refuseField(name, `${name} cannot be sent`);
      }
    }
    const trimmed = (value: string) => (dialect.trimText ? value.trim() : value);
    // Each new town is added as it is read: a field read after the locations and refused leaves it added.
    const locationsRead = dialect.locationsRead ?? "in-order";
    const readLocations = () => {
      if (has("locations")) {
        sent.locations = list(body.locations, "locations", rules.minLocations, rules.maxLocations, place);
      }
    };
    if (locationsRead === "first") {
      readLocations();
    }
    if (has("referenceId") && body.referenceId !== null) {
      sent.referenceId = trimmed(text(body, "referenceId", rules.maxReferenceId, "referenceId", unit)) || null;
    } else if (body.referenceId === null) {
      sent.referenceId = null;
    }
    if (has("title")) {
      sent.title = trimmed(text(body, "title", rules.maxTitle, "title", unit));
      if (sent.title.trim() === "") {
        refuseField("title", "title must not be blank");
      }
    }
    if (has("closeDate")) {
      const instant = typeof body.closeDate === "string" ? dialect.parseInstant(body.closeDate) : undefined;
      sent.closeDate = dayOf(instant ?? refuseField("closeDate", "closeDate must be an ISO 8601 date"));
    }
    if (has("confidential")) {
      sent.confidential = flag(body, "confidential", "confidential", lenient);
    }
    if (has("autoRefresh")) {
      sent.autoRefresh = flag(body, "autoRefresh", "autoRefresh", lenient);
    }
    if (has("status")) {
      const status = dialect.statusAnyCase && typeof body.status === "string" ? body.status.toLowerCase() : body.status;
      if (!STATUSES.includes(status as Status) && (stored !== undefined || rules.statusClosedOnCreate)) {
        refuseField("status", "status must be active, archived or draft");
      }
      sent.status = status as Status;
    }
    if (locationsRead === "in-order") {
      readLocations();
    }
    if (has("categories")) {
      sent.categories = list(body.categories, "categories", rules.minCategories, rules.maxCategories, (item, index) => {
        const path = `categories.${index}.id`;
        const id = idOf(item, "each category", path, lenient);
        return (
          dialect.categories.find((category) => category.id === id) ??
          refuseField(path, `category ${id} does not exist`)
        );
      });
      if (new Set(sent.categories.map((c) => c.id)).size < sent.categories.length) {
        refuseField("categories", "categories repeat an id");
      }
    }
    if (has("positionType")) {
      const id = idOf(body.positionType, "positionType", "positionType.id", lenient);
      sent.positionType =
        dialect.positionTypes.find((type) => type.id === id) ??
        refuseField("positionType.id", `position type ${id} does not exist`);
    }
    if (body.salary !== undefined) {
      sent.salary = salary(body.salary, stored?.salary);
    }
    if (has("description")) {
      sent.description =
        typeof body.description === "string"
          ? body.description
          : refuseField("description", "description must be a string");
      const problem = descriptionProblem(
        dialect.htmlComments ? sent.description.replace(/<!--[\s\S]*?-->/g, "") : sent.description,
        rules,
      );
      if (problem) {
        refuseField("description", `description: ${problem}`);
      }
    }
    if (has("applicantRoutingType")) {
      const id = idOf(body.applicantRoutingType, "applicantRoutingType", "applicantRoutingType.id", lenient);
      if (id !== 1 && id !== 2 && rules.routingTypesClosed) {
        refuseField("applicantRoutingType.id", "applicantRoutingType is 1 (e-mail) or 2 (URL)");
      }
      sent.routing = id as 1 | 2;
    }
    if (body.applicationEmail === null) {
      sent.applicationEmail = null;
    } else if (has("applicationEmail")) {
      sent.applicationEmail = text(body, "applicationEmail", rules.maxApplicationEmail, "applicationEmail", unit);
      if (!/^[^\s@]+@[^\s@]+$/.test(sent.applicationEmail)) {
        refuseField("applicationEmail", "applicationEmail is not an e-mail address");
      }
    }
    if (body.applicationUrl === null) {
      sent.applicationUrl = null;
    } else if (has("applicationUrl")) {
      sent.applicationUrl = text(body, "applicationUrl", rules.maxApplicationUrl, "applicationUrl", unit);
      if (rules.urlNeedsScheme && !/^https?:\/\/\S+$/i.test(sent.applicationUrl)) {
        refuseField("applicationUrl", "applicationUrl must start with http:// or https://");
      }
    }
    if (locationsRead === "last") {
      readLocations();
    }
    return sent;
  }

  /** The rules that tie fields together, on a whole job. */
  function checkWhole(job: Partial<Fields> & { publishDate: number }): asserts job is Fields & { publishDate: number } {
    for (const name of ["title", "locations", "categories", "positionType", "routing"] as const) {
      if (job[name] === undefined) {
        const field = name === "routing" ? "applicantRoutingType" : name;
        refuseField(field, `${field} is required`);
      }
    }
    if (job.routing === 1 && rules.emailNeedsRouting1 && !job.applicationEmail) {
      refuseField("applicationEmail", "applicationEmail is required when the routing type is 1");
    }
    if (job.routing === 2 && rules.urlNeedsRouting2 && !job.applicationUrl) {
      refuseField("applicationUrl", "applicationUrl is required when the routing type is 2");
    }
    if (dialect.rejectCloseBeforePublish && (job.closeDate ?? Number.POSITIVE_INFINITY) < job.publishDate) {
      refuseField("closeDate", "closeDate is before publishDate");
    }
    if (dialect.forgetOtherRoutingField) {
      if (job.routing === 1) {
        job.applicationUrl = null;
      } else {
        job.applicationEmail = null;
      }
    }
  }

  function defaults(publishDate: number): Partial<Fields> {
    return {
      referenceId: null,
      closeDate: dayOf(publishDate + rules.closeDateDays * DAY),
      confidential: rules.defaultConfidential,
      autoRefresh: rules.defaultAutoRefresh,
      status: rules.defaultStatus,
      salary: null,
      description: "",
      applicationEmail: null,
      applicationUrl: null,
    };
  }

  function create(employer: Employer, sent: Partial<Fields>): Job {
    if (sent.referenceId && rules.rejectDuplicateReference && findByReference(employer, sent.referenceId, false)) {
      refuse(`referenceId '${sent.referenceId}' is taken`, "conflict", { field: "referenceId" });
    }
    // Checked on what was sent: the defaults give every new job an empty description.
    if (sent.description === undefined && dialect.requireDescription) {
      refuseField("description", "description is required");
    }
    const publishDate = now();
    const candidate = { ...defaults(publishDate), ...sent, publishDate };
    checkWhole(candidate);
    const id = dialect.jobIdAt ? dialect.jobIdAt(jobsCreated) : nextJobId;
    jobsCreated++;
    const job: Job = { ...candidate, id, employer, createdAt: publishDate, updatedAt: publishDate };
    nextJobId += dialect.jobIdStep;
    jobs.set(job.id, job);
    return job;
  }

  function update(job: Job, sent: Partial<Fields>): Job {
    if (sent.status !== undefined && sent.status !== job.status) {
      const move = `${job.status} to ${sent.status}`;
      if (sent.status === "archived") {
        if (!rules.archiveFrom.includes(job.status)) {
          refuseField("status", `cannot move ${move}`);
        }
      } else if (job.status === "archived" && sent.status === "active") {
        if (!rules.republish) {
          refuseField("status", `cannot move ${move}`);
        }
      } else if (!dialect.allowsUnshownMove(job.status, sent.status)) {
        refuseField("status", `cannot move ${move}`);
      }
    }
    if (
      sent.referenceId &&
      sent.referenceId !== job.referenceId &&
      findByReference(job.employer, sent.referenceId, false)
    ) {
      refuse(`referenceId '${sent.referenceId}' is taken`, "conflict", { field: "referenceId" });
    }
    const base: Job = rules.partialUpdate
      ? job
      : { ...job, ...defaults(job.publishDate), referenceId: job.referenceId, status: job.status };
    const next = { ...base, ...sent, updatedAt: now() };
    if (!rules.statusMoveKeepsFields && sent.status !== undefined && sent.status !== job.status) {
      next.closeDate = now();
    }
    checkWhole(next);
    jobs.set(job.id, next);
    return next;
  }

  function visible(employer: Employer, job: Job | undefined, foreign: boolean): Job | undefined {
    return job && (job.employer === employer || foreign) ? job : undefined;
  }

  function findByReference(employer: Employer, referenceId: string, foreign: boolean): Job | undefined {
    for (const job of jobs.values()) {
      if (job.referenceId === referenceId && visible(employer, job, foreign)) {
        return job;
      }
    }
    return undefined;
  }

  /** Moves the publishDate of auto-refreshing jobs on, in whole steps. */
  function refresh(): void {
    const step = rules.refreshDays * DAY;
    const at = now();
    for (const job of jobs.values()) {
      if (!job.autoRefresh || job.status !== "active" || !rules.refreshPlans.includes(job.employer.plan)) {
        continue;
      }
      let steps = Math.floor((at - job.publishDate) / step);
      if (dialect.refreshStopsAtClose) {
        // A closeDate that moves with a first step keeps ahead of every later one.
        const end =
          dialect.refreshMovesClose && job.publishDate + step <= job.closeDate
            ? Number.POSITIVE_INFINITY
            : job.closeDate;
        while (steps > 0 && job.publishDate + steps * step > end) {
          steps--;
        }
      }
      if (steps > 0) {
        job.publishDate += steps * step;
        if (dialect.refreshMovesClose) {
          job.closeDate += steps * step;
        }
      }
    }
  }

  function show(job: Job, written: boolean, url: URL): Body {
    const salaryShown = job.salary && {
      amount: written
        ? new Numeral(job.salary.amount.toFixed(rules.amountDecimals))
        : dialect.amountOnRead(job.salary.amount),
      maxAmount: job.salary.maxAmount === null ? null : dialect.maxAmount(job.salary.maxAmount),
      type: { id: job.salary.type, ...dialect.salaryTypes[job.salary.type] },
      plusCommission: job.salary.plusCommission,
    };
    const shown = {
      id: job.id,
      referenceId: job.referenceId ?? dialect.noReferenceId,
      employer: { id: job.employer.id, name: job.employer.name },
      title: job.title,
      publishDate: dialect.formatInstant(job.publishDate),
      closeDate: (dialect.formatCloseDate ?? dialect.formatInstant)(job.closeDate),
      confidential: job.confidential,
      autoRefresh: job.autoRefresh,
      status: job.status,
      locations: job.locations.map(({ id, name, description, type }) => ({ id, name, description, type })),
      categories: job.categories.map(({ id, name }) => ({ id, name })),
      positionType: { ...job.positionType },
      salary: salaryShown ?? null,
      description: job.description,
      applicantRoutingType: { id: job.routing, name: dialect.routingTypes[job.routing] },
      applicationEmail: job.routing === 1 || !rules.hideOtherRoutingField ? job.applicationEmail : null,
      applicationUrl: job.routing === 2 ? job.applicationUrl : null,
      ...dialect.extraMembers?.(job, url, "job"),
    };
    return dialect.orderMembers ? dialect.orderMembers(shown) : shown;
  }

  const headers = (): Record<string, string> => ({
    "Content-Type": dialect.jsonContentType,
    ...(dialect.corsOrigin ? { "Access-Control-Allow-Origin": dialect.corsOrigin } : {}),
  });
  const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
    new Response(toJsonText(body), { status, headers: { ...headers(), ...extra } });

  function integerParameter(url: URL, name: string, fallback: number): number {
    const raw = url.searchParams.get(name);
    if (raw === null) {
      return fallback;
    }
    if (name === "page" && raw === "0" && dialect.pageZero === "first") {
      return 1;
    }
    if (!/^\d{1,9}$/.test(raw) || Number(raw) < 1) {
      return refuseField(name, `${name} must be a positive integer`);
    }
    return Number(raw);
  }

  /** The page `previous` names from `page`; past the last page, where the dialect says. */
  function previousOf(page: number, pages: number): number {
    return dialect.previousPastEnd === "last-page" && page > pages + 1 ? Math.max(pages, 1) : page - 1;
  }

  function listJobs(employer: Employer, url: URL): Response {
    const q = url.searchParams.get("q") ?? "";
    const given = url.searchParams.get("status");
    const known = given === null || STATUSES.includes(given as Status);
    const outside = dialect.unknownStatusFilter ?? "refuse";
    if (!known && outside === "refuse") {
      refuseField("status", "status must be active, archived or draft");
    }
    // A value outside the list is refused, matches nothing, or is dropped, as the dialect says.
    const status = known ? given : outside === "empty" ? given : null;
    let pageSize = integerParameter(url, "pageSize", rules.defaultPageSize);
    if (pageSize > rules.maxPageSize) {
      if (dialect.oversizedPage === "reject") {
        refuseField("pageSize", `pageSize is at most ${rules.maxPageSize}`);
      }
      pageSize = rules.maxPageSize;
    }
    const page = integerParameter(url, "page", rules.defaultPage);
    const fold = (text: string) => (dialect.qCaseSensitive ? text : text.toLowerCase());
    const term = fold(q);
    const matchesTerm = (text: string) => termMatches(fold(text), term, dialect.qMatch ?? "substring");
    const matches = [...jobs.values()]
      .filter((job) => visible(employer, job, rules.foreign.list))
      .filter((job) => !rules.statusFilter || status === null || job.status === status)
      .filter(
        (job) =>
          term === "" ||
          (rules.qMatchesTitle && matchesTerm(job.title)) ||
          (rules.qMatchesReferenceId && matchesTerm(job.referenceId ?? "")) ||
          (rules.qMatchesDescription && matchesTerm(job.description)),
      )
      .sort((a, b) => {
        const order = a[rules.sortBy] - b[rules.sortBy] || (dialect.newerFirstOnTies ? a.id - b.id : b.id - a.id);
        return rules.sortDescending ? -order : order;
      });
    const total = matches.length + rules.totalShift;
    const pages = total === 0 ? dialect.pagesWhenEmpty : Math.ceil(total / pageSize);
    const start = (page - 1 + rules.pageShift) * pageSize;
    const sent = new Set([...url.searchParams.keys()]);
    const link = (to: number) => {
      const query: PageQuery = { pageSize, page: to, sent };
      if (rules.nextCarriesFilters) {
        if (q !== "") {
          query.q = q;
        }
        if (status !== null) {
          query.status = status;
        }
      }
      return dialect.pagingUrl(url, query);
    };
    const header = (job: Job) => {
      const full = show(job, false, url);
      const picked = {
        ...Object.fromEntries(rules.headerFields.map((name) => [name, full[name]])),
        ...(job.referenceId === null &&
        dialect.noReferenceIdInHeader !== undefined &&
        rules.headerFields.includes("referenceId")
          ? { referenceId: dialect.noReferenceIdInHeader }
          : {}),
        ...dialect.extraMembers?.(job, url, "header"),
      };
      return dialect.orderMembers ? dialect.orderMembers(picked) : picked;
    };
    return json(200, {
      data: matches.slice(start, start + pageSize).map(header),
      paging: {
        total,
        page,
        pages,
        pageSize,
        previous: page > 1 ? link(previousOf(page, pages)) : rules.previousOnFirstPage ? link(1) : null,
        next: page < pages ? link(page + 1) : null,
      },
    });
  }

  async function readBody(request: Request): Promise<Body> {
    const raw = await request.text();
    const type = request.headers.get("content-type") ?? "";
    const media = dialect.mediaTypeAnyCase ? type.toLowerCase() : type;
    if (rules.checkContentType && !media.startsWith("application/json")) {
      refuse("Content-Type must begin with application/json", "media-type");
    }
    let body: unknown;
    try {
      body = JSON.parse(raw);
    } catch {
      return refuse("the body is not JSON");
    }
    return isObject(body) ? body : refuse("the body must be a JSON object");
  }

  function written(job: Job, status: number, url: URL, located = false): Response {
    const extra: Record<string, string> = {};
    if (located && rules.locationHeader !== "none") {
      const path = `${JOBS}/${job.id}`;
      const origins = {
        absolute: url.origin,
        "absolute-without-port": `${url.protocol}//${url.hostname}`,
        relative: "",
      };
      extra.Location = `${origins[rules.locationHeader]}${path}`;
    }
    return json(status, show(job, true, url), extra);
  }

  const gone = () => refuse("no such job", "not-found");

  /** Refuses autoRefresh from an employer on a standard plan, where the dialect does. */
  function planAllows(employer: Employer, sent: Partial<Fields>): void {
    const refused =
      employer.plan === "standard" ? dialect.refusesStandardPlan === true : rules.refuseRefreshOnUnlimited;
    if (sent.autoRefresh === true && refused) {
      throw new PlanRefusal("autoRefresh applies only to employers on unlimited job plans");
    }
  }

  async function jobsRoute(method: string, request: Request, url: URL, employer: Employer): Promise<Response> {
    const match = JOB.exec(url.pathname);
    const id = match ? Number(match[1]) : undefined;
    if (id !== undefined) {
      if (id > INT32_MAX) {
        return gone();
      }
      const foreign =
        method === "GET" ? rules.foreign.read : method === "PUT" ? rules.foreign.update : rules.foreign.delete;
      const job = visible(employer, jobs.get(id), foreign);
      if (method === "GET") {
        return json(200, show(job ?? gone(), false, url));
      }
      if (method === "PUT") {
        const found = job ?? gone();
        const sent = changes(await readBody(request), found);
        planAllows(employer, sent);
        return written(update(found, sent), 200, url);
      }
      if (method === "DELETE") {
        jobs.delete((job ?? gone()).id);
        return new Response(null, { status: rules.deleteStatus });
      }
      return refuse(`${method} is not allowed here`, "method", { allow: "GET, PUT, DELETE" });
    }
    if (method === "GET") {
      return listJobs(employer, url);
    }
    if (method === "POST") {
      const sent = changes(await readBody(request));
      planAllows(employer, sent);
      return written(create(employer, sent), rules.createStatus, url, true);
    }
    if (method !== "PUT" && method !== "DELETE") {
      return refuse(`${method} is not allowed here`, "method", { allow: "GET, POST, PUT, DELETE" });
    }
    const body = await readBody(request);
    const referenceId = typeof body.referenceId === "string" && body.referenceId !== "" ? body.referenceId : undefined;
    if (!referenceId) {
      return refuse("referenceId is required to identify the job");
    }
    if (method === "PUT") {
      const job = rules.putByReferenceUpdates
        ? findByReference(employer, referenceId, rules.foreign.update)
        : undefined;
      const sent = changes(body, job);
      planAllows(employer, sent);
      if (job) {
        return written(update(job, sent), 200, url);
      }
      if (!rules.putCreates) {
        return gone();
      }
      const created = create(employer, sent);
      return written(
        created,
        dialect.putCreateStatus,
        url,
        dialect.putCreateLocation ?? dialect.putCreateStatus === 201,
      );
    }
    const job = findByReference(employer, referenceId, rules.foreign.delete) ?? gone();
    if (rules.deleteByReference) {
      jobs.delete(job.id);
    }
    return new Response(null, { status: rules.deleteStatus });
  }

  async function handle(request: Request): Promise<Response> {
    const url = new URL(request.url);
    if (dialect.trailingSlash === "ignored" && url.pathname.length > 1) {
      url.pathname = url.pathname.replace(/\/+$/, "");
    }
    const override = request.headers.get("x-http-method-override")?.toUpperCase();
    const method =
      request.method === "POST" && override !== undefined && rules.overrideMethods.includes(override as "PUT")
        ? override
        : request.method === "HEAD" && dialect.head === "as-get"
          ? "GET"
          : request.method === "PATCH" && dialect.patch === "as-put" && JOB.test(url.pathname)
            ? "PUT"
            : request.method;
    const key = request.headers.get("api-key");
    const employer =
      dialect.employers.find((candidate) => candidate.apiKey === key) ??
      (!rules.requireKey && !key ? dialect.employers[0] : undefined);
    if (!url.pathname.startsWith("/api/v1.1/")) {
      return refuse("no such resource", "not-found", { unknownRoute: true });
    }
    if (!employer) {
      return refuse("a valid API-Key header is required", "auth", { keySent: key !== null });
    }
    if (
      request.method === "POST" &&
      override &&
      !["PUT", "DELETE"].includes(override) &&
      dialect.overrideOther === "refused"
    ) {
      return refuse(`${override} cannot be sent as an override`, "method", { allow: "PUT, DELETE" });
    }
    refresh();
    if (method === "OPTIONS" && dialect.options === "allow" && (url.pathname === JOBS || JOB.test(url.pathname))) {
      const allow = url.pathname === JOBS ? "GET, POST, PUT, DELETE, OPTIONS" : "GET, PUT, DELETE, OPTIONS";
      return new Response(null, { status: 204, headers: { Allow: allow } });
    }
    if (dialect.malformedId === "validation" && url.pathname.startsWith(`${JOBS}/`) && !JOB.test(url.pathname)) {
      return refuseField("id", "a job id is a positive integer");
    }
    if (url.pathname === JOBS || JOB.test(url.pathname)) {
      return jobsRoute(method, request, url, employer);
    }
    if (method !== "GET") {
      return refuse(`${method} is not allowed here`, "method", { allow: "GET" });
    }
    if (url.pathname === "/api/v1.1/positiontypes") {
      return json(200, dialect.positionTypesPayload());
    }
    const payload = dialect.collection(url.pathname, { places, url });
    return payload === undefined ? refuse("no such resource", "not-found", { unknownRoute: true }) : json(200, payload);
  }

  return {
    /** Answers one request. */
    async fetch(request: Request): Promise<Response> {
      const answer = await handle(request).catch((caught: unknown) => {
        if (caught instanceof Refusal) {
          return dialect.refuse(caught.kind, caught.message, caught.detail);
        }
        if (caught instanceof PlanRefusal) {
          return (
            dialect.refusePlan?.(caught.message) ??
            dialect.refuse("validation", caught.message, { field: "autoRefresh" })
          );
        }
        throw caught;
      });
      // A HEAD is answered as its GET would be, without the body.
      return request.method === "HEAD" ? new Response(null, answer) : answer;
    },
    /** Test controls, for implementations that expose a clock. */
    clock: {
      now,
      set(at: number | null) {
        clock.fixed = at ?? undefined;
        clock.offset = 0;
      },
      advance(ms: number) {
        if (clock.fixed !== undefined) {
          clock.fixed += ms;
        } else {
          clock.offset += ms;
        }
      },
      running: () => clock.fixed === undefined,
      offset: () => clock.offset,
    },
  };
}
