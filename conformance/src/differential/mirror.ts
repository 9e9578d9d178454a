/**
 * A fetch that sends every request to the target and the same request to a second
 * deployment, keeping both answers for {@link summarise}. The second deployment's keys
 * stand in for the target's, one for one, and a job id in a path is the second
 * deployment's own id for the same job (learnt from the two answers that created it).
 */
import { compareExchanges, type Difference } from "./compare.js";
import type { Exchange } from "./view.js";

type Fetch = (request: Request) => Promise<Response>;

/** One request with the target's answer (left) and the second deployment's (right). */
export interface ExchangePair {
  left: Exchange;
  right: Exchange;
}

/** What the differential run compared. */
export interface DifferentialSummary {
  compared: number;
  /** Each exchange that differs, with its differences. */
  differing: Array<{ request: Exchange["request"]; differences: Difference[] }>;
}

interface MirrorOptions {
  /** The second deployment's root URL. */
  baseUrl: string;
  /** The target's keys, each with the second deployment's key standing in for it. */
  keys: ReadonlyMap<string, string>;
}

async function exchangeOf(request: { method: string; url: string }, response: Response): Promise<Exchange> {
  return {
    request,
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.clone().text(),
  };
}

function idOf(body: string | undefined): number | undefined {
  try {
    const json = JSON.parse(body ?? "");
    return typeof json?.id === "number" ? json.id : undefined;
  } catch {
    return undefined;
  }
}

/** The mirrored fetch and the pairs it has kept so far. */
export function mirrorFetch(
  target: Fetch,
  second: Fetch,
  options: MirrorOptions,
): { fetch: Fetch; pairs: ExchangePair[] } {
  const pairs: ExchangePair[] = [];
  const ids = new Map<number, number>();
  const base = new URL(options.baseUrl);
  const secondUrl = (url: URL) => {
    const path = url.pathname.replace(/(\/jobs\/)(\d+)(?=\/|$)/, (whole, prefix: string, id: string) => {
      const mapped = ids.get(Number(id));
      return mapped === undefined ? whole : `${prefix}${mapped}`;
    });
    return `${base.origin}${base.pathname.replace(/\/$/, "")}${path}${url.search}`;
  };
  const fetch: Fetch = async (request) => {
    const url = new URL(request.url);
    // The reference server's test controls are no part of the API an app uses.
    if (url.pathname.startsWith("/__admin")) {
      return target(request);
    }
    const body = ["GET", "HEAD"].includes(request.method) ? null : await request.clone().text();
    const headers = new Headers(request.headers);
    const key = headers.get("API-Key");
    if (key !== null) {
      headers.set("API-Key", options.keys.get(key) ?? key);
    }
    const mirrored = new Request(secondUrl(url), { method: request.method, headers, body, redirect: "manual" });
    const response = await target(request);
    const described = { method: request.method, url: `${url.pathname}${url.search}` };
    const left = await exchangeOf(described, response);
    // A second deployment that cannot answer is a difference of its own, never the target's failure.
    const right = await second(mirrored).then(
      (answer) => exchangeOf(described, answer),
      (error: Error): Exchange => ({ request: described, status: 0, headers: {}, body: error.message }),
    );
    const [leftId, rightId] = [idOf(left.body), idOf(right.body)];
    if (leftId !== undefined && rightId !== undefined) {
      ids.set(leftId, rightId);
    }
    pairs.push({ left, right });
    return response;
  };
  return { fetch, pairs };
}

/** Compares every pair kept. */
export function summarise(pairs: readonly ExchangePair[]): DifferentialSummary {
  const differing = pairs
    .map(({ left, right }) => ({ request: left.request, differences: compareExchanges(left, right) }))
    .filter(({ differences }) => differences.length > 0);
  return { compared: pairs.length, differing };
}
