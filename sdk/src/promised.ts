/**
 * What each operation promises to answer, checked only as far as callers rely on it: a
 * job (or a list's job header) is an object with the integer id that names it again; a
 * list has `data`; a page has `paging`.
 * Members the API does not name are fine, and nothing else is checked, so a deployment
 * that adds fields, or fills an optional one differently, still reads.
 */
import type { Job, JobCategoryList, JobListPage, LocationListPage, PositionTypeList } from "@jobs-toolkit/spec";
import { isRecord } from "./error-body.js";

/** An answer an operation promises: what to call it in a message, and why a value is not one. */
export interface Promised<T> {
  /** As a message names it: "a job", "a page of jobs". */
  what: string;
  /** Why `value` is not one, or undefined when it is. */
  flaw(value: unknown): string | undefined;
  /** Only for the type: the value `flaw` vouches for. */
  readonly type?: T;
}

function jobFlaw(value: unknown): string | undefined {
  if (!isRecord(value)) {
    return "not an object";
  }
  return Number.isInteger(value.id) ? undefined : "no integer id";
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
  return paging.next === undefined || paging.next === null || typeof paging.next === "string"
    ? undefined
    : "paging.next is neither a URL nor null";
}

const objectFlaw = (item: unknown) => (isRecord(item) ? undefined : "not an object");

export const JOB: Promised<Job> = { what: "a job", flaw: jobFlaw };

export const JOB_PAGE: Promised<JobListPage> = { what: "a page of jobs", flaw: (value) => pageFlaw(value, jobFlaw) };

export const LOCATION_PAGE: Promised<LocationListPage> = {
  what: "a page of locations",
  flaw: (value) => pageFlaw(value, objectFlaw),
};

export const POSITION_TYPES: Promised<PositionTypeList> = {
  what: "a list of position types",
  flaw: (value) => listFlaw(value, objectFlaw),
};

export const JOB_CATEGORIES: Promised<JobCategoryList> = {
  what: "a list of job categories",
  flaw: (value) => listFlaw(value, objectFlaw),
};
