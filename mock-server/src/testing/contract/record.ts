/**
 * One test's exchanges as a contract test: every value the application sent that came
 * from an earlier answer (a job id in a path, a paging link it followed) and every such
 * value coming back is written as a reference to that answer; API keys and reference-data
 * ids are references too, so the contract replays on a deployment with its own.
 */
import {
  APP_READ_HEADERS,
  CONTRACT_REQUEST_HEADERS,
  type ContractExchange,
  type ContractTest,
  writeReference,
} from "@jobs-toolkit/spec";

/** One request and its answer as the server saw them. */
export interface RawExchange {
  method: string;
  /** The path, without the query. */
  path: string;
  /** The raw query string, without `?`. */
  query: string;
  /** Lower-case names. */
  requestHeaders: Record<string, string>;
  requestBody: string;
  status: number;
  /** Lower-case names. */
  responseHeaders: Record<string, string>;
  responseBody: string;
}

/** Members whose `id` names an item of a deployment's reference data, which differs between deployments. */
const REFERENCE_DATA: Readonly<Record<string, "category" | "positionType">> = {
  categories: "category",
  positionType: "positionType",
};

/** Where a job's own id sits: the job answered itself (`$.id`) or in a page (`$.data[0].id`). */
const JOB_HOLDERS: ReadonlySet<string> = new Set(["", "data"]);

/** What earlier answers made, for the references of later exchanges. */
interface Made {
  /** An id an answer gave, by its value, with the reference to its first appearance. */
  ids: Map<number, string>;
  /** A link an answer gave (a Location, a paging link), by its path and sorted query. */
  links: Map<string, string>;
}

/** A link's path and sorted query, so a link the SDK rewrote in another order still matches. */
function linkKey(link: string): string | undefined {
  try {
    const url = new URL(link, "http://any.origin");
    const query = [...url.searchParams].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `${url.pathname}?${new URLSearchParams(query)}`;
  } catch {
    return undefined;
  }
}

const isLink = (text: string) => /^(?:https?:\/\/[^\s/]+)?\/\S*$/i.test(text);

function parseBody(text: string): unknown {
  if (text.trim() === "") {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** Each member of a JSON value, with its exact path (`$.data[0].id`), the key it sits under and its parent's. */
function rewrite(
  value: unknown,
  path: string,
  context: { key: string; parent: string },
  leaf: (value: unknown, path: string, context: { key: string; parent: string }) => unknown,
): unknown {
  if (Array.isArray(value)) {
    return value.map((item, index) =>
      rewrite(item, `${path}[${index}]`, { key: context.key, parent: context.parent }, leaf),
    );
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [
        key,
        rewrite(inner, `${path}.${key}`, { key, parent: context.key }, leaf),
      ]),
    );
  }
  return leaf(value, path, context);
}

/** The reference-data reference for an `id` under `categories` or `positionType`. */
function referenceDataOf(value: unknown, context: { key: string; parent: string }): string | undefined {
  const collection = REFERENCE_DATA[context.parent];
  return context.key === "id" && collection !== undefined && typeof value === "number"
    ? writeReference({ kind: collection, id: value })
    : undefined;
}

/** The request's path and query, each job id and followed link written as a reference. */
function requestUrl(raw: RawExchange, made: Made): string {
  const url = raw.query === "" ? raw.path : `${raw.path}?${raw.query}`;
  const followed = raw.method === "GET" && raw.query !== "" ? made.links.get(linkKey(url) ?? "") : undefined;
  if (followed !== undefined) {
    return followed;
  }
  const path = raw.path.replace(/\/(\d+)(?=\/|$)/g, (whole, id: string) => {
    const reference = made.ids.get(Number(id));
    return reference === undefined ? whole : `/${reference}`;
  });
  return raw.query === "" ? path : `${path}?${raw.query}`;
}

/** The kept request headers, each API key as a reference to its place among the test's keys. */
function requestHeaders(raw: RawExchange, keys: string[]): Record<string, string> | undefined {
  const kept: Record<string, string> = {};
  for (const name of CONTRACT_REQUEST_HEADERS) {
    const value = raw.requestHeaders[name];
    if (value === undefined) {
      continue;
    }
    if (name === "api-key") {
      if (!keys.includes(value)) {
        keys.push(value);
      }
      kept[name] = writeReference({ kind: "key", index: keys.indexOf(value) + 1 });
    } else {
      kept[name] = value;
    }
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

function responseHeaders(raw: RawExchange, step: number, made: Made): Record<string, string> | undefined {
  const kept: Record<string, string> = {};
  const type = raw.responseHeaders["content-type"];
  if (type !== undefined) {
    kept["content-type"] = type;
  }
  for (const name of APP_READ_HEADERS) {
    const value = raw.responseHeaders[name];
    if (value !== undefined) {
      kept[name] = value;
    }
  }
  const location = kept.location === undefined ? undefined : linkKey(kept.location);
  if (location !== undefined && !made.links.has(location)) {
    made.links.set(location, writeReference({ kind: "answer", step, path: "location" }));
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** The answer's body: ids and links seen before as references, new ones remembered. */
function responseBody(body: unknown, step: number, made: Made): unknown {
  return rewrite(body, "$", { key: "", parent: "" }, (value, path, context) => {
    const data = referenceDataOf(value, context);
    if (data !== undefined) {
      return data;
    }
    if (context.key === "id" && JOB_HOLDERS.has(context.parent) && typeof value === "number") {
      const known = made.ids.get(value);
      if (known !== undefined) {
        return known;
      }
      made.ids.set(value, writeReference({ kind: "answer", step, path }));
      return value;
    }
    if (typeof value === "string" && isLink(value)) {
      const key = linkKey(value);
      if (key !== undefined && !made.links.has(key)) {
        made.links.set(key, writeReference({ kind: "answer", step, path }));
      }
    }
    return value;
  });
}

/** A test's exchanges, oldest first, as a contract test. */
export function contractTest(file: string, name: string, exchanges: readonly RawExchange[]): ContractTest {
  const made: Made = { ids: new Map(), links: new Map() };
  const keys: string[] = [];
  const written = exchanges.map((raw, index): ContractExchange => {
    const step = index + 1;
    const headers = requestHeaders(raw, keys);
    const sent = parseBody(raw.requestBody);
    const request = {
      method: raw.method,
      url: requestUrl(raw, made),
      ...(headers ? { headers } : {}),
      ...(sent === undefined
        ? {}
        : {
            body: rewrite(
              sent,
              "$",
              { key: "", parent: "" },
              (value, _, context) => referenceDataOf(value, context) ?? value,
            ),
          }),
    };
    const kept = responseHeaders(raw, step, made);
    const answer = parseBody(raw.responseBody);
    const response = {
      status: raw.status,
      ...(kept ? { headers: kept } : {}),
      ...(answer === undefined ? {} : { body: responseBody(answer, step, made) }),
    };
    return { request, response };
  });
  return { file, name, exchanges: written };
}
