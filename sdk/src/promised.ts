/**
 * What each operation promises to answer, checked only as far as callers rely on it: a
 * job (or a list's job header) is an object with the integer id that names it again; a
 * list has `data`; a page has `paging`.
 * Members the API does not name are fine, and nothing else is checked, so a deployment
 * that adds fields, or fills an optional one differently, still reads. A reference
 * collection may come in another envelope (`{"items": [...]}`, HAL, a bare array): it is
 * read where the dialect says, or found by its shape, and handed over as `{ data }`.
 */
import {
  isRecord,
  type Job,
  type JobCategoryList,
  type JobListPage,
  type LocationListPage,
  type PositionTypeList,
  readCollectionItems,
} from "@jobs-toolkit/spec";

/** An answer an operation promises: what to call it in a message, and why a value is not one. */
export interface Promised<T> {
  /** As a message names it: "a job", "a page of jobs". */
  what: string;
  /** Why `value` is not one, or undefined when it is. */
  flaw(value: unknown): string | undefined;
  /** The answer in the documented shape, when the deployment writes it in another; checked by `flaw` after. */
  documented?(value: unknown): unknown;
  /** Only for the type: the value `flaw` vouches for. */
  readonly type?: T;
}

/**
 * The kind of value a field a caller reads must hold; an `array`'s items must be objects;
 * an `optional-` kind may also be absent or null.
 */
export type FieldKind = "integer" | "number" | "string" | "object" | "array" | "optional-string" | "optional-object";

/** The fields a caller reads of a record (a job, a collection's item), each with the kind it must hold. */
export type FieldKinds = Readonly<Record<string, FieldKind>>;

const absent = (value: unknown) => value === undefined || value === null;

const KIND_CHECKS: Readonly<Record<FieldKind, (value: unknown) => boolean>> = {
  integer: Number.isInteger,
  number: (value) => typeof value === "number",
  string: (value) => typeof value === "string",
  object: isRecord,
  array: (value) => Array.isArray(value) && value.every(isRecord),
  "optional-string": (value) => absent(value) || typeof value === "string",
  "optional-object": (value) => absent(value) || isRecord(value),
};

function fieldFlaw(name: string, value: unknown, kind: FieldKind): string | undefined {
  if (KIND_CHECKS[kind](value)) {
    return undefined;
  }
  if (kind === "array" && Array.isArray(value)) {
    return `${name} holds something that is not an object`;
  }
  const base = kind.replace(/^optional-/, "");
  const article = /^[aeiou]/.test(base) ? "an" : "a";
  return `${name} is not ${article} ${base}${kind.startsWith("optional-") ? " or null" : ""}`;
}

/** Why `value` is not an object whose `fields` hold their kinds, or undefined when it is one; other members are not looked at. */
export function recordFlaw(value: unknown, fields: FieldKinds): string | undefined {
  if (!isRecord(value)) {
    return "not an object";
  }
  for (const [name, kind] of Object.entries(fields)) {
    const flaw = fieldFlaw(name, value[name], kind);
    if (flaw !== undefined) {
      return flaw;
    }
  }
  return undefined;
}

/** Why `value` is not a job whose `fields` a caller can read (its integer id always), or undefined when it is one. */
export function jobFlaw(value: unknown, fields: FieldKinds = {}): string | undefined {
  if (isRecord(value) && !Number.isInteger(value.id)) {
    return "no integer id";
  }
  return recordFlaw(value, fields);
}

function listFlaw(value: unknown, itemFlaw: (item: unknown) => string | undefined): string | undefined {
  if (!isRecord(value) || !Array.isArray(value.data)) {
    return "no data list";
  }
  for (const [index, item] of value.data.entries()) {
    const flaw = itemFlaw(item);
    if (flaw !== undefined) {
      return `data[${index}]: ${flaw}`;
    }
  }
  return undefined;
}

function pageFlaw(value: unknown, itemFlaw: (item: unknown) => string | undefined): string | undefined {
  const flaw = listFlaw(value, itemFlaw);
  if (flaw !== undefined || !isRecord(value)) {
    return flaw;
  }
  const { paging } = value;
  if (!isRecord(paging)) {
    return "no paging";
  }
  // pages() follows next, so it is a URL or nothing.
  return paging.next == null || typeof paging.next === "string" ? undefined : "paging.next is neither a URL nor null";
}

const objectFlaw = (item: unknown) => (isRecord(item) ? undefined : "not an object");

/** Why `value` is not a page of jobs whose headers carry `fields` (see {@link jobFlaw}), or undefined when it is one. */
export function jobPageFlaw(value: unknown, fields: FieldKinds = {}): string | undefined {
  return pageFlaw(value, (item) => jobFlaw(item, fields));
}

export const JOB: Promised<Job> = { what: "a job", flaw: (value) => jobFlaw(value) };

export const JOB_PAGE: Promised<JobListPage> = { what: "a page of jobs", flaw: (value) => jobPageFlaw(value) };

/**
 * A collection answer as `{ data }` (a page's `paging` kept): as it is when it already
 * is, else its items at `envelope` or wherever their shape says; unchanged when none is found.
 */
function asList(value: unknown, envelope?: string): unknown {
  if (envelope === undefined && isRecord(value) && Array.isArray(value.data)) {
    return value;
  }
  const items = readCollectionItems(value, envelope);
  const paging = isRecord(value) && isRecord(value.paging) ? { paging: value.paging } : {};
  return items === undefined ? value : { data: items, ...paging };
}

/** A page answer as `{ data, paging }`; a collection served without paging is the whole collection, its one page. */
function asPage(value: unknown): unknown {
  const page = asList(value);
  if (!isRecord(page) || !Array.isArray(page.data) || page.paging) {
    return page;
  }
  const total = page.data.length;
  return {
    ...page,
    paging: { total, page: 1, pages: Math.min(total, 1), pageSize: total, previous: null, next: null },
  };
}

export const LOCATION_PAGE: Promised<LocationListPage> = {
  what: "a page of locations",
  flaw: (value) => pageFlaw(value, objectFlaw),
  documented: asPage,
};

/** A reference collection in the envelope a dialect names (`array`, `data`, `items`, `_embedded.positiontypes`), or any. */
function collection<T>(what: string, envelope: string | undefined): Promised<T> {
  return { what, flaw: (value) => listFlaw(value, objectFlaw), documented: (value) => asList(value, envelope) };
}

export const positionTypesIn = (envelope?: string) =>
  collection<PositionTypeList>("a list of position types", envelope);

export const jobCategoriesIn = (envelope?: string) => collection<JobCategoryList>("a list of job categories", envelope);
