/**
 * A fetch that sends every request to the target and the same request to a second
 * deployment, keeping both answers for {@link summarise}. The second deployment's keys
 * stand in for the target's, one for one, and a job id in a path is the second
 * deployment's own id for the same job (learnt from the two answers that created it).
 */
import { ResponseTooLargeError, readCapped } from "../http/refusal.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "../options.js";
import { compareExchanges, type Difference } from "./compare.js";
import { dateMoveDifferences } from "./date-moves.js";
import { correspondingJobIds, correspondingPlaceIds, jobIdOf } from "./run-ids.js";
import { compareRuns, WHOLE_RUN } from "./run-traits.js";
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
  /** The run's `--timeout` and `--max-response-bytes`, which bound what either side makes it wait for and read. */
  limits?: { timeoutMs: number; maxResponseBytes: number } | undefined;
}

type Described = Exchange["request"];

/** An exchange that has no answer to compare: the status 0 and why. */
const unanswered = (request: Described, why: string): Exchange => ({ request, status: 0, headers: {}, body: why });

/** A promise that rejects with `why` after `ms`, and the function that stops it. */
function deadline(ms: number, why: string): { expired: Promise<never>; clear: () => void } {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Error(why)), ms);
  });
  expired.catch(() => undefined);
  return { expired, clear: () => clearTimeout(timer) };
}

/** A job body both sides took: a POST to the jobs that both answered with a success. */
function jobBothTook(body: string | null, pair: ExchangePair): Record<string, unknown> | undefined {
  const { left, right } = pair;
  const created = (status: number) => status >= 200 && status < 300;
  if (left.request.method !== "POST" || !/\/jobs$/.test(left.request.url) || !created(left.status)) {
    return undefined;
  }
  return created(right.status) ? bodyObject(body) : undefined;
}

/** A request body's JSON object, or undefined. */
function bodyObject(body: string | null): Record<string, unknown> | undefined {
  try {
    const json = JSON.parse(body ?? "");
    return typeof json === "object" && json !== null && !Array.isArray(json) ? json : undefined;
  } catch {
    return undefined;
  }
}

/** The mirrored fetch, the pairs it has kept so far, the first job body the target created and the last both took. */
export function mirrorFetch(
  target: Fetch,
  second: Fetch,
  options: MirrorOptions,
): {
  fetch: Fetch;
  pairs: ExchangePair[];
  createdBody: () => Record<string, unknown> | undefined;
  jobBothTook: () => Record<string, unknown> | undefined;
} {
  const pairs: ExchangePair[] = [];
  // The first job body the target created: the base the acceptance edges depart from.
  let created: Record<string, unknown> | undefined;
  let taken: Record<string, unknown> | undefined;
  const ids = new Map<number, number>();
  let clockHeld = false;
  const base = new URL(options.baseUrl);
  const { timeoutMs = 10_000, maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES } = options.limits ?? {};
  const late = `no answer within ${timeoutMs} ms`;
  const secondUrl = (url: URL) => {
    const path = url.pathname.replace(/(\/jobs\/)(\d+)(?=\/|$)/, (whole, prefix: string, id: string) => {
      const mapped = ids.get(Number(id));
      return mapped === undefined ? whole : `${prefix}${mapped}`;
    });
    return `${base.origin}${base.pathname.replace(/\/$/, "")}${path}${url.search}`;
  };
  /**
   * The answer as an exchange, its body read from a copy (the caller keeps the answer) no
   * further than the cap and no longer than the deadline: a deployment that sends without
   * end, or stalls, is a difference to show, never a run that fills memory or hangs.
   */
  const exchangeOf = async (
    request: Described,
    response: Response,
    expired: Promise<never>,
    at: Exchange["at"],
  ): Promise<Exchange> => {
    try {
      const body = await readCapped(response.clone(), "the deployment", maxResponseBytes, expired);
      // While the run holds the clocks, jobs made apart in time are made at one instant.
      const headers = Object.fromEntries(response.headers);
      return { request, status: response.status, headers, body, at, ...(clockHeld ? { clockHeld } : {}) };
    } catch (error) {
      // Not the run's refusal message: here an answer too long only makes a difference.
      const why =
        error instanceof ResponseTooLargeError
          ? `an answer of more than the ${maxResponseBytes} bytes the suite reads of one (--max-response-bytes)`
          : error instanceof Error
            ? error.message
            : String(error);
      return unanswered(request, why);
    }
  };
  const answerOfSecond = async (request: Request, described: Described): Promise<Exchange> => {
    const { expired, clear } = deadline(timeoutMs, late);
    try {
      const sent = performance.now();
      const answer = await Promise.race([second(request), expired]);
      return await exchangeOf(described, answer, expired, { sent, answered: performance.now() });
    } catch (error) {
      // A second deployment that cannot answer is a difference of its own, never the target's failure.
      return unanswered(described, error instanceof Error ? error.message : String(error));
    } finally {
      clear();
    }
  };
  const fetch: Fetch = async (request) => {
    const url = new URL(request.url);
    // The reference server's test controls are no part of the API an app uses; its clock is
    // the one the second deployment must share, or every date the run moves would differ.
    const admin = url.pathname.startsWith("/__admin");
    if (admin && !url.pathname.startsWith("/__admin/clock")) {
      return target(request);
    }
    const body = ["GET", "HEAD"].includes(request.method) ? null : await request.clone().text();
    const headers = new Headers(request.headers);
    const key = headers.get("API-Key");
    if (key !== null) {
      headers.set("API-Key", options.keys.get(key) ?? key);
    }
    const mirrored = new Request(secondUrl(url), {
      method: request.method,
      headers,
      body,
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
    });
    if (admin) {
      await answerOfSecond(mirrored, { method: request.method, url: url.pathname });
      const response = await target(request);
      if (request.method === "PUT" && response.ok) {
        const now = bodyObject(body)?.now;
        clockHeld = now === null ? false : typeof now === "string" ? true : clockHeld;
      }
      return response;
    }
    const sent = performance.now();
    const response = await target(request);
    const at = { sent, answered: performance.now() };
    const described = { method: request.method, url: `${url.pathname}${url.search}` };
    const { expired, clear } = deadline(timeoutMs, late);
    const left = await exchangeOf(described, response, expired, at).finally(clear);
    // The second deployment's own path: it holds that deployment's id of the job, which its words may name.
    const mirroredUrl = new URL(mirrored.url);
    const right = await answerOfSecond(mirrored, { ...described, url: `${mirroredUrl.pathname}${mirroredUrl.search}` });
    const [leftId, rightId] = [jobIdOf(left.body), jobIdOf(right.body)];
    if (leftId !== undefined && rightId !== undefined) {
      ids.set(leftId, rightId);
    }
    pairs.push({ left, right });
    if (created === undefined && request.method === "POST" && url.pathname.endsWith("/api/v1.1/jobs") && response.ok) {
      created = bodyObject(body);
    }
    taken = jobBothTook(body, { left, right }) ?? taken;
    return response;
  };
  return { fetch, pairs, createdBody: () => created, jobBothTook: () => taken };
}

/**
 * How a proof reads place ids: `paired`, through the correspondence the run builds
 * (run-ids.ts), for a deployment proved as it runs, which has added places since its
 * fake was learnt; `as-shown`, by value, for two sides started from the same places (a
 * fresh deployment and the fake learnt from another of its kind), where another id is the
 * fake's own.
 */
export type PlaceIdReading = "paired" | "as-shown";

/** Compares every pair kept, the moves of each job's dates since its creation, and the two runs whole (ids, fractions of a second). */
export function summarise(pairs: readonly ExchangePair[], placeIdReading: PlaceIdReading): DifferentialSummary {
  const moves = dateMoveDifferences(pairs);
  const placeIds = placeIdReading === "paired" ? correspondingPlaceIds(pairs) : undefined;
  const ids = { jobs: correspondingJobIds(pairs), places: placeIds };
  const differing = pairs
    .map(({ left, right }, index) => ({
      request: left.request,
      differences: [...compareExchanges(left, right, ids), ...(moves[index] ?? [])],
    }))
    .filter(({ differences }) => differences.length > 0);
  const whole = compareRuns(
    pairs.map(({ left }) => left),
    pairs.map(({ right }) => right),
  );
  if (whole.length > 0) {
    differing.push({ request: WHOLE_RUN, differences: whole });
  }
  return { compared: pairs.length, differing };
}
