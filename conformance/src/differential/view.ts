/**
 * One exchange as an application sees it: its status, its media type, the headers an app
 * reads, the shape of its body (member names and JSON types, array elements merged), the
 * order of each object's members, and the forms of its dates and links (with the order of
 * a link's query parameters), and a refusal's words. Ids, times and hosts are values,
 * never part of the view, so two deployments' answers compare without normalising them.
 */
import { APP_READ_HEADERS, requestFacts, wordsOf } from "@jobs-toolkit/spec";
import { parseInstant } from "../dates.js";
import { dateForm, linkForm, linkParameters, timeOfDay } from "./forms.js";
import { amountForms, isValuePath, valueText } from "./values.js";

/** One request and its answer, from either side of a comparison. */
export interface Exchange {
  request: { method: string; url: string };
  status: number;
  /** Header names in any case. */
  headers: Readonly<Record<string, string>>;
  /** The body's text; empty or undefined for none. */
  body?: string | undefined;
  /**
   * When the request was sent and its answer came, in the run's milliseconds
   * (`performance.now()`): requests that overlapped may have been taken in either order.
   */
  at?: { sent: number; answered: number } | undefined;
  /** The run held the deployment's clock: jobs made apart in time were made at one instant of it. */
  clockHeld?: boolean | undefined;
}

/** The headers an application reads: the ones a contract keeps. */
export const READ_HEADERS = APP_READ_HEADERS;

/** What an application sees of one exchange. */
export interface AppView {
  status: number;
  /** The Content-Type's media type, lower case, without parameters; undefined when none. */
  mediaType: string | undefined;
  /** Each header an app reads, as far as it sees it (present, its form, its set of methods). */
  headers: Record<(typeof READ_HEADERS)[number], string | undefined>;
  /**
   * The body's shape: each path (`$`, `$.data`, `$.data[]`, `$.data[].id`) with the JSON
   * types seen there, sorted and joined with `|`. A body that is no JSON is `$: text`,
   * an empty one `$: empty`.
   */
  shape: Record<string, string>;
  /** The date forms seen at each path of a string member. */
  dates: Record<string, string>;
  /** Where in the day the times at each path fall: `start of day`, `end of day`, `a time`. */
  times: Record<string, string>;
  /** The instants (epoch seconds) of the dates with a time at each path, in the order written. */
  instants: Record<string, readonly number[]>;
  /** The link forms seen at each path of a string member. */
  links: Record<string, string>;
  /** The order of the query parameters of the links at each path, and the page they name against the one asked (`q,pageSize,page to +1`). */
  linkQueries: Record<string, string>;
  /** The order of the members of the objects at each path, each order seen joined with `,`, the orders with `|`. */
  orders: Record<string, string>;
  /** The values at each path an app reads by value (values.ts), and the notation of salary amounts. */
  values: Record<string, string>;
  /**
   * A refusal's words at each path (a body of text at `$`): what an app shows its user or
   * matches on. Dates and links are forms, compared as such.
   */
  words: Record<string, string>;
}

function jsonType(value: unknown): string {
  return value === null ? "null" : Array.isArray(value) ? "array" : typeof value;
}

function add(into: Record<string, Set<string>>, path: string, value: string): void {
  into[path] ??= new Set();
  into[path].add(value);
}

interface Collected {
  shape: Record<string, Set<string>>;
  dates: Record<string, Set<string>>;
  times: Record<string, Set<string>>;
  instants: Record<string, number[]>;
  links: Record<string, Set<string>>;
  linkQueries: Record<string, Set<string>>;
  orders: Record<string, Set<string>>;
  values: Record<string, Set<string>>;
  words: Record<string, Set<string>>;
  /**
   * Where the body is a refusal's, the job id its request named, read in its words as a
   * value (`{id}`): each side answers with its own. Undefined for an answer that is no refusal.
   */
  refusal: { id: string | undefined } | undefined;
  /** The id a place of this side is compared under (run-ids.ts). */
  placeId: (id: number) => number;
}

const PLACE = /\.locations\[\]$/;

/** A place with the id it is compared under. */
function placeAs(value: unknown, placeId: (id: number) => number): unknown {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "number" ? { ...(value as object), id: placeId(id) } : value;
}

/** Walks a JSON value; every element of an array shares the path `[]`, so their shapes merge. */
function collect(value: unknown, path: string, into: Collected, askedPage: number): void {
  add(into.shape, path, jsonType(value));
  if (isValuePath(path)) {
    add(into.values, path, valueText(PLACE.test(path) ? placeAs(value, into.placeId) : value));
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      collect(item, `${path}[]`, into, askedPage);
    }
  } else if (value !== null && typeof value === "object") {
    add(into.orders, path, Object.keys(value).join(","));
    for (const [name, member] of Object.entries(value)) {
      collect(member, `${path}.${name}`, into, askedPage);
    }
  } else if (typeof value === "string") {
    const date = dateForm(value);
    if (date) {
      add(into.dates, path, date);
      const time = timeOfDay(value);
      if (time !== undefined) {
        add(into.times, path, time);
        into.instants[path] ??= [];
        into.instants[path].push(parseInstant(value));
      }
    }
    const link = linkForm(value);
    if (link) {
      add(into.links, path, link);
      const parameters = linkParameters(value, askedPage);
      if (parameters !== undefined) {
        add(into.linkQueries, path, parameters);
      }
    }
    // A refusal's strings but its dates and links (forms, compared as such) are its words.
    if (into.refusal && !date && !link) {
      add(into.words, path, wordsOf(value, { id: into.refusal.id }));
    }
  }
}

function joined(sets: Record<string, Set<string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(sets).map(([path, values]) => [path, [...values].sort().join("|")]));
}

function headerOf(headers: Exchange["headers"], name: string): string | undefined {
  const found = Object.keys(headers).find((key) => key.toLowerCase() === name);
  return found === undefined ? undefined : headers[found];
}

/** A header as far as an app reads it: Location's link form, Allow's methods, the rest present or not. */
function readHeader(name: (typeof READ_HEADERS)[number], value: string | undefined): string | undefined {
  if (value === undefined) {
    return undefined;
  }
  if (name === "location") {
    return linkForm(value.trim()) ?? "present";
  }
  if (name === "allow") {
    return value
      .split(",")
      .map((method) => method.trim().toUpperCase())
      .filter(Boolean)
      .sort()
      .join(", ");
  }
  return "present";
}

function parsed(text: string): { json: unknown } | undefined {
  try {
    return { json: JSON.parse(text) };
  } catch {
    return undefined;
  }
}

/** What an application sees of an exchange; a place's id read as `placeId` says (the same by default). */
export function appView(exchange: Exchange, placeId: (id: number) => number = (id) => id): AppView {
  const contentType = headerOf(exchange.headers, "content-type");
  const mediaType = contentType?.split(";")[0]?.trim().toLowerCase() || undefined;
  const headers = Object.fromEntries(
    READ_HEADERS.map((name) => [name, readHeader(name, headerOf(exchange.headers, name))]),
  ) as AppView["headers"];
  const url = new URL(exchange.request.url, "http://asked.test");
  const { id } = requestFacts(exchange.request.method, url.pathname);
  const into: Collected = {
    shape: {},
    dates: {},
    times: {},
    instants: {},
    links: {},
    linkQueries: {},
    orders: {},
    values: {},
    words: {},
    refusal: exchange.status >= 400 ? { id } : undefined,
    placeId,
  };
  const text = exchange.body ?? "";
  const body = text.trim() === "" ? undefined : parsed(text);
  if (text.trim() === "") {
    add(into.shape, "$", "empty");
  } else if (body === undefined) {
    add(into.shape, "$", "text");
    if (into.refusal) {
      add(into.words, "$", wordsOf(text.trim(), { id }));
    }
  } else {
    const asked = Number(url.searchParams.get("page") ?? "1");
    collect(body.json, "$", into, Number.isInteger(asked) && asked > 0 ? asked : 1);
  }
  return {
    status: exchange.status,
    mediaType,
    headers,
    shape: joined(into.shape),
    dates: joined(into.dates),
    times: joined(into.times),
    instants: into.instants,
    links: joined(into.links),
    linkQueries: joined(into.linkQueries),
    orders: joined(into.orders),
    values: { ...joined(into.values), ...(body === undefined ? {} : amountForms(text)) },
    words: joined(into.words),
  };
}
