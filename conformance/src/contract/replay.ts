/**
 * One recorded test replayed on a deployment: each exchange's references resolved on the
 * deployment's earlier answers, the request sent, its answer judged as the application
 * sees it (judge.ts), and each job it made noted for the clean-up.
 */
import type { ContractExchange, ContractTest } from "@jobs-toolkit/spec";
import { parseJson } from "../http/raw.js";
import { type Phase, RunAbortedError } from "../http/recorder.js";
import { isInconclusive } from "../http/transient.js";
import { type ContractDifference, judgeExchange } from "./judge.js";
import type { Namespace } from "./namespace.js";
import type { ReferenceDataMap } from "./reference-data.js";
import { type Answered, type Resolution, resolveUrl, resolveValue, UnresolvedError } from "./resolve.js";

/** One exchange as replayed. */
export interface ExchangeVerdict {
  step: number;
  /** The request as sent (or as recorded, when it could not be sent). */
  request: { method: string; url: string };
  /** The deployment's status; undefined when the request was not sent. */
  status: number | undefined;
  differences: ContractDifference[];
}

/** One test as replayed. */
export interface TestVerdict {
  file: string;
  name: string;
  verdict: "passed" | "failed" | "inconclusive";
  exchanges: ExchangeVerdict[];
  /** Why an inconclusive test could not be judged. */
  why?: string;
}

/** Every string the application sent in a request body. */
function sentStrings(value: unknown, into: Set<string>): void {
  if (typeof value === "string") {
    into.add(value);
  } else if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) {
      sentStrings(inner, into);
    }
  }
}

/** Sends one request through the run's transport. */
export type Send = (request: Request, phase: Phase) => Promise<{ response: Response; text: string }>;

/** What a test's replay sends with and resolves against. */
export interface TestRun {
  send: Send;
  baseUrl: string;
  referenceData: ReferenceDataMap;
  namespace: Namespace;
}

function requestOf(exchange: ContractExchange, url: string, resolution: Resolution): Request {
  const headers = resolveValue(exchange.request.headers ?? {}, resolution) as Record<string, string>;
  const body = exchange.request.body === undefined ? undefined : resolveValue(exchange.request.body, resolution);
  return new Request(url, {
    method: exchange.request.method,
    headers,
    ...(body === undefined ? {} : { body: typeof body === "string" ? body : JSON.stringify(body) }),
  });
}

/** Replays one exchange; its verdict, and the answer later references read. */
async function replayExchange(
  exchange: ContractExchange,
  step: number,
  run: TestRun,
  resolution: Resolution,
  sent: Set<string>,
): Promise<{ verdict: ExchangeVerdict; answered: Answered | undefined }> {
  const recorded = { method: exchange.request.method, url: exchange.request.url };
  let request: Request;
  try {
    request = requestOf(exchange, resolveUrl(exchange.request.url, run.baseUrl, resolution), resolution);
  } catch (error) {
    const at = error instanceof UnresolvedError ? error.reference : exchange.request.url;
    const why = error instanceof UnresolvedError ? error.message : (error as Error).message;
    const differences: ContractDifference[] = [
      { aspect: "unresolved", at, expected: "a request to send", actual: why },
    ];
    return { verdict: { step, request: recorded, status: undefined, differences }, answered: undefined };
  }
  sentStrings(exchange.request.body, sent);
  for (const value of new URL(request.url).searchParams.values()) {
    sent.add(value);
  }
  const { response, text } = await run.send(request, "check");
  const url = new URL(request.url);
  const body = parseJson(text);
  const key = request.headers.get("api-key");
  const id = (body as { id?: unknown } | undefined)?.id;
  if (response.ok && key !== null && typeof id === "number" && ["POST", "PUT"].includes(request.method)) {
    run.namespace.made(key, id);
  }
  const expected = {
    status: exchange.response.status,
    headers: exchange.response.headers ?? {},
    recorded: exchange.response.body,
    resolved: (() => {
      try {
        return resolveValue(exchange.response.body, resolution);
      } catch {
        return exchange.response.body;
      }
    })(),
  };
  const actual = {
    request: { method: request.method, url: `${url.pathname}${url.search}` },
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: text,
  };
  const differences = judgeExchange(expected, actual, sent);
  return {
    verdict: { step, request: actual.request, status: response.status, differences },
    answered: { url: request.url, location: response.headers.get("location"), body },
  };
}

/** Replays one test in `namespace`; its verdict. */
export async function replayTest(
  test: ContractTest,
  run: Omit<TestRun, "namespace">,
  namespace: Namespace,
): Promise<TestVerdict> {
  const resolution: Resolution = { answers: [], keys: namespace.keys, referenceData: run.referenceData };
  const sent = new Set<string>();
  const exchanges: ExchangeVerdict[] = [];
  try {
    for (const [index, exchange] of test.exchanges.entries()) {
      const { verdict, answered } = await replayExchange(exchange, index + 1, { ...run, namespace }, resolution, sent);
      exchanges.push(verdict);
      resolution.answers.push(answered);
    }
  } catch (error) {
    if (isInconclusive(error) || error instanceof RunAbortedError) {
      return { file: test.file, name: test.name, verdict: "inconclusive", exchanges, why: (error as Error).message };
    }
    throw error;
  }
  const failed = exchanges.some((exchange) => exchange.differences.length > 0);
  const verdict = failed ? "failed" : exchanges.length === 0 ? "inconclusive" : "passed";
  return {
    file: test.file,
    name: test.name,
    verdict,
    exchanges,
    ...(verdict === "inconclusive" ? { why: "the test made no request" } : {}),
  };
}
