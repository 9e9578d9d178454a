/**
 * Answers by example: a dialect's templates are bodies as a deployment wrote them, with
 * markers where a server puts its own values. Rendering one is pure: the template, the
 * server's own answer (its value at each place), and the origin links are written from.
 * The markers are described in `dialect.schema.json` (`$defs/Body`).
 */
import type { components } from "./generated/dialect.js";
import { valueAt as pointed, pointerSegments } from "./pointer.js";
import type { RequestFacts } from "./words.js";

/** How one class of answer is written: status, headers and body, each optional. */
export type AnswerTemplate = components["schemas"]["AnswerTemplate"];
type Dialect = components["schemas"]["Dialect"];

/** Every class of refusal a dialect may give a template. */
export type RefusalClass = keyof NonNullable<NonNullable<components["schemas"]["Dialect"]["templates"]>["refusals"]>;

/** The refusal classes, in the order the dialect document lists them. */
export const REFUSAL_CLASSES: readonly RefusalClass[] = [
  "validation",
  "missingKey",
  "badKey",
  "notFound",
  "referenceIdTaken",
  "statusMove",
  "badQuery",
  "plan",
  "unknownRoute",
  "methodNotAllowed",
  "methodOverride",
  "head",
  "trailingSlash",
  "badJobId",
  "jobIdOutOfRange",
  "mediaType",
  "malformedJson",
  "notAnObject",
];

/**
 * The refusal classes a deployment of `dialect` never gives, so no app meets them: HEAD,
 * a trailing slash and another method overridden where routing answers them, and the
 * plan's where every plan keeps or drops autoRefresh. A member left out is not known: pass a resolved dialect where the
 * reference server's choice stands for it.
 */
export function refusalsNeverGiven(dialect: Pick<Dialect, "routing" | "autoRefreshOnStandardPlan">): RefusalClass[] {
  const plan = dialect.autoRefreshOnStandardPlan;
  return [
    ...(dialect.routing?.head === "as-get" ? (["head"] as const) : []),
    ...(dialect.routing?.trailingSlash === "same" ? (["trailingSlash"] as const) : []),
    ...(dialect.routing?.overrideOther === "ignore" ? (["methodOverride"] as const) : []),
    ...(plan !== undefined && plan !== "refused" ? (["plan"] as const) : []),
  ];
}

/**
 * The classes a dialect with templates has none for, as paths of the document
 * (`templates.refusals.head`): those answers stay the reference server's, which nobody saw
 * the deployment give. HEAD and a trailing slash need none where routing answers them.
 * A dialect without templates misses none: it keeps every answer the reference server's.
 */
export function missingTemplates(dialect: Dialect): string[] {
  const templates = dialect.templates ?? {};
  const { refusals = {}, ...answers } = templates;
  if (Object.keys(answers).length === 0 && Object.keys(refusals).length === 0) {
    return [];
  }
  const answered = new Set(refusalsNeverGiven(dialect));
  return [
    ...(["job", "page", "categories", "positionTypes"] as const)
      .filter((name) => templates[name] === undefined)
      .map((name) => `templates.${name}`),
    ...REFUSAL_CLASSES.filter((name) => refusals[name] === undefined && !answered.has(name)).map(
      (name) => `templates.refusals.${name}`,
    ),
  ];
}

/**
 * A refusal as a server's own value for templates: what the markers of a refusal's body
 * read, with the facts of the request refused (`RequestFacts`), which its words may name.
 */
export interface OwnRefusal extends Partial<RequestFacts> {
  status: number;
  message: string;
  /** How many rules the request broke (its violations), which words may count: `The job breaks 3 rules.` */
  count: number;
  violations: OwnViolation[];
}

/** One broken rule, its field in each notation a deployment may write. */
export interface OwnViolation {
  status: number;
  /** `/categories/0/id`; empty for a query parameter. */
  pointer: string;
  /** `categories.0.id`, or the query parameter's name. */
  dotted: string;
  /** `categories[0].id`. */
  bracketed: string;
  message: string;
  code: string;
  /** The deployment's texts for this violation's rule, by place (`templates.words`), where learnt. */
  texts?: Record<string, string>;
}

/** The field of a violation in each notation, from its JSON Pointer or query parameter. */
export function violationFields(
  pointer: string | undefined,
  parameter?: string,
): Pick<OwnViolation, "pointer" | "dotted" | "bracketed"> {
  if (parameter !== undefined || !pointer) {
    const name = parameter ?? "";
    return { pointer: "", dotted: name, bracketed: name };
  }
  const segments = pointerSegments(pointer);
  return {
    pointer,
    dotted: segments.join("."),
    bracketed: segments
      .map((segment, index) =>
        /^\d+$/.test(segment) && index > 0 ? `[${segment}]` : `${index > 0 ? "." : ""}${segment}`,
      )
      .join(""),
  };
}

type Json = unknown;
type Marker = { $: string } & Record<string, unknown>;

function isMarker(value: Json): value is Marker {
  return (
    typeof value === "object" && value !== null && !Array.isArray(value) && typeof (value as Marker).$ === "string"
  );
}

function member(value: Json, name: string | number): Json {
  return typeof value === "object" && value !== null ? (value as Record<string | number, Json>)[name] : undefined;
}

const INSTANT = /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})?)?$/;

/** Whether text is a date or an instant in RFC 3339's family of forms. */
export function isDateText(text: string): boolean {
  return INSTANT.test(text) && !Number.isNaN(Date.parse(text));
}

/**
 * An instant written like `example`: the day alone (its day in `dayZone`, UTC's by
 * default), or a time to the minute, second or any fraction of it, with `Z`, an offset
 * (the time shifted to it) or no zone.
 */
export function writeDateLike(text: string, example: string, dayZone?: string): string {
  const ms = Date.parse(text);
  if (Number.isNaN(ms) || !INSTANT.test(example)) {
    return text;
  }
  const zone = (example.includes("T") ? undefined : dayZone) ?? /(Z|[+-]\d{2}:\d{2})$/.exec(example)?.[1] ?? "";
  const offsetMinutes =
    zone === "" || zone === "Z"
      ? 0
      : (zone.startsWith("-") ? -1 : 1) * (Number(zone.slice(1, 3)) * 60 + Number(zone.slice(4)));
  const iso = new Date(ms + offsetMinutes * 60_000).toISOString();
  const day = iso.slice(0, 10);
  if (!example.includes("T")) {
    return day;
  }
  const seconds = /T\d{2}:\d{2}:\d{2}/.test(example);
  const digits = /\.(\d+)/.exec(example)?.[1]?.length ?? 0;
  const fraction = digits > 0 ? `.${`${iso.slice(20, 23)}${"0".repeat(digits)}`.slice(0, digits)}` : "";
  return `${day}T${iso.slice(11, seconds ? 19 : 16)}${seconds ? fraction : ""}${zone}`;
}

/** Where a marker reads: the server's own value here, its whole answer (or item), and the origin. */
interface Scope {
  here: Json;
  root: Json;
  origin: string;
}

/**
 * `value` with the members of each object in the order `order` lists them (an object of
 * the deployment's own, its members in its order, each holding the order of its own
 * objects); an array's elements each take it. Members `order` does not list come after.
 */
function inOrder(value: Json, order: Json): Json {
  if (Array.isArray(value)) {
    return value.map((entry) => inOrder(entry, order));
  }
  if (typeof value !== "object" || value === null || typeof order !== "object" || order === null) {
    return value;
  }
  const given = value as Record<string, Json>;
  const written: Record<string, Json> = {};
  for (const [name, nested] of Object.entries(order as Record<string, Json>)) {
    if (Object.hasOwn(given, name)) {
      written[name] = inOrder(given[name], nested);
    }
  }
  return { ...written, ...given, ...written };
}

function renderOwn(marker: Marker, scope: Scope): Json {
  const value = typeof marker.at === "string" ? pointed(scope.root, marker.at) : scope.here;
  if (value === undefined) {
    return "else" in marker ? render(marker.else, { ...scope, here: undefined }) : undefined;
  }
  if (typeof marker.form === "string" && typeof value === "string") {
    return writeDateLike(value, marker.form, typeof marker.zone === "string" ? marker.zone : undefined);
  }
  if (marker.order !== undefined) {
    return inOrder(value, marker.order);
  }
  return marker.as === "string" && value !== null ? String(value) : value;
}

/** Text with the origin and the server's own values put in; `else` where a value it names is absent. */
function renderFormat(marker: Marker, scope: Scope): Json {
  let absent = false;
  const text = String(marker.text ?? "").replace(/\{(origin|\/[^}]*)\}/g, (_, name: string) => {
    const value = name === "origin" ? scope.origin : pointed(scope.root, name);
    absent ||= value === undefined;
    return String(value ?? "");
  });
  return absent && "else" in marker ? render(marker.else, { ...scope, here: undefined }) : text;
}

function renderItems(marker: Marker, scope: Scope): Json {
  const items = typeof marker.at === "string" ? pointed(scope.root, marker.at) : scope.here;
  if (!Array.isArray(items)) {
    return [];
  }
  return items.map((item) => render(marker.item, { here: item, root: item, origin: scope.origin }));
}

/**
 * An object keyed by a member of each element of the server's own array (a refusal's
 * `{"errors": {"title": [...]}}`): `key` names the member, `item` writes the value, and
 * `many` gathers the values of elements sharing a key into an array.
 */
function renderKeyed(marker: Marker, scope: Scope): Json {
  const items = typeof marker.at === "string" ? pointed(scope.root, marker.at) : scope.here;
  const written: Record<string, Json> = {};
  for (const item of Array.isArray(items) ? items : []) {
    const key = String(member(item, String(marker.key)) ?? "");
    const value = render(marker.item, { here: item, root: item, origin: scope.origin });
    if (marker.many === true) {
      written[key] = [...((written[key] as Json[] | undefined) ?? []), value];
    } else if (!(key in written)) {
      written[key] = value;
    }
  }
  return written;
}

/** Words that count (`1 rule`, `3 rules`): `one` where the number at `at` is 1, `other` for any other. */
function renderPlural(marker: Marker, scope: Scope): Json {
  const count = pointed(scope.root, typeof marker.at === "string" ? marker.at : "/count");
  return render(count === 1 ? marker.one : marker.other, scope);
}

const MARKERS: Readonly<Record<string, (marker: Marker, scope: Scope) => Json>> = {
  own: renderOwn,
  format: renderFormat,
  plural: renderPlural,
  items: renderItems,
  keyed: renderKeyed,
  literal: (marker) => marker.value,
};

function render(template: Json, scope: Scope): Json {
  if (Array.isArray(template)) {
    return template.map((entry, index) => render(entry, { ...scope, here: member(scope.here, index) }));
  }
  if (isMarker(template)) {
    const write = MARKERS[template.$];
    return write ? write(template, scope) : undefined;
  }
  if (typeof template === "object" && template !== null) {
    const written: Record<string, Json> = {};
    for (const [name, entry] of Object.entries(template)) {
      const value = render(entry, { ...scope, here: member(scope.here, name) });
      if (value !== undefined) {
        written[name] = value;
      }
    }
    return written;
  }
  return template;
}

/** A template's body written with the server's own answer `own`; links start with `origin`. */
export function renderBody(template: Json, own: Json, origin: string): Json {
  return render(template, { here: own, root: own, origin });
}

/** A value as a template holds it: an object that would read as a marker is kept as a literal. */
export function literal(value: Json): Json {
  return isMarker(value) ? { $: "literal", value } : value;
}
