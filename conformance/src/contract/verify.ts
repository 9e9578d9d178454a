/**
 * Replays a contract against a deployment: each test in a namespace of its own, its
 * exchanges in order with the references resolved on the deployment's own answers, each
 * answer judged as the application sees it (judge.ts), and what the test made removed.
 * Requests go through the suite's transport: its retries, pace, timeout and size cap.
 */
import type { Contract, ContractExchange, ContractTest, Dialect } from "@jobs-toolkit/spec";
import { parseJson } from "../http/raw.js";
import { type Phase, RunAbortedError, Transport } from "../http/recorder.js";
import { RefusedAnswerError } from "../http/refusal.js";
import { DEFAULT_RETRY_POLICY, isInconclusive } from "../http/transient.js";
import { DEFAULT_MAX_RESPONSE_BYTES, DEFAULT_RETRIES, type FetchLike } from "../options.js";
import { type ContractDifference, judgeExchange } from "./judge.js";
import { type Namespace, type NamespaceMaker, namespaceMaker } from "./namespace.js";
import {
  mapReferenceData,
  missingReferenceData,
  type ReferenceData,
  type ReferenceDataMap,
  readReferenceIds,
} from "./reference-data.js";
import { type Answered, type Resolution, resolveUrl, resolveValue, UnresolvedError } from "./resolve.js";

/** How to verify a contract. */
export interface ContractVerifyOptions {
  /** The deployment's root URL (http://jobs.test when `fetch` reaches one in this process). */
  baseUrl?: string;
  /** The fetch to send with; the global one by default. */
  fetch?: FetchLike;
  /** Keys of a test employer, used where the deployment makes no employer per test. */
  apiKeys?: readonly string[];
  /** Admin-Token of the reference server's controls, when it was started with one. */
  adminToken?: string;
  /** `auto` (default): an employer per test where `/__admin/employers` makes them, else the keys. */
  namespace?: "auto" | "employers" | "keys";
  /** The deployment's dialect: its reference data stand in for the recorded ids. */
  dialect?: Dialect;
  timeoutMs?: number;
  maxResponseBytes?: number;
  retries?: number;
  /** Most requests a second (0: unpaced). */
  rateLimit?: number;
  signal?: AbortSignal;
}

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

/** What verifying a contract found. */
export interface ContractReport {
  verdict: "passed" | "failed" | "inconclusive" | "set-up problem";
  baseUrl: string;
  namespace?: "employer per test" | "keys given";
  tests: TestVerdict[];
  /** Exchanges sent and judged. */
  compared: number;
  /** What the run needed and could not find. */
  setup: string[];
  /** What the clean-up could not remove. */
  left: string[];
  /** Why the run stopped, when it did. */
  error?: string;
}

const IN_PROCESS = "http://jobs.test";

/** The number of API keys a test names. */
function keyCount(test: ContractTest): number {
  const found = JSON.stringify(test.exchanges).match(/\{\{key (\d+)\}\}/g) ?? [];
  return Math.max(0, ...found.map((text) => Number(text.slice(6, -2))));
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

type Send = (request: Request, phase: Phase) => Promise<{ response: Response; text: string }>;

interface TestRun {
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

async function replayTest(
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

/** The deployment's reference data, read with the first key or an employer made for it. */
async function readReferenceData(
  maker: NamespaceMaker,
  keys: readonly string[],
  dialect: Dialect | undefined,
  get: (path: string, key: string | undefined) => Promise<{ text: string }>,
): Promise<ReferenceData> {
  const reader = keys.length > 0 || dialect?.referenceData ? undefined : await maker.open(1, "contract reference data");
  try {
    const key = keys[0] ?? reader?.keys[0];
    return await readReferenceIds(async (path) => parseJson((await get(path, key)).text), dialect);
  } finally {
    await reader?.close();
  }
}

/** The contract's verdict from its tests': a failure fails it; nothing judged proves nothing. */
function overall(tests: readonly TestVerdict[]): ContractReport["verdict"] {
  if (tests.some((test) => test.verdict === "failed")) {
    return "failed";
  }
  return tests.length === 0 || tests.some((test) => test.verdict === "inconclusive") ? "inconclusive" : "passed";
}

/**
 * Replays every test of `contract` against a deployment and judges each answer as the
 * application that recorded it would see it.
 *
 * @example
 * const report = await verifyContract(contract, { baseUrl: "http://127.0.0.1:4010" });
 * if (report.verdict !== "passed") console.error(formatContractReport(report));
 */
export async function verifyContract(contract: Contract, options: ContractVerifyOptions = {}): Promise<ContractReport> {
  const baseUrl = (options.baseUrl ?? IN_PROCESS).replace(/\/+$/, "");
  const transport = new Transport({
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    concurrency: 1,
    timeoutMs: options.timeoutMs ?? 10_000,
    maxResponseBytes: options.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES,
    maxRequests: 0,
    signal: options.signal,
    retry: { ...DEFAULT_RETRY_POLICY, retries: options.retries ?? DEFAULT_RETRIES },
    rateLimit: options.rateLimit ?? 0,
  });
  const send: Send = async (request, phase) => {
    const { response, exchange } = await transport.send(request, phase);
    return { response, text: exchange.responseBody };
  };
  const keys = options.apiKeys ?? [];
  const report: ContractReport = { verdict: "inconclusive", baseUrl, tests: [], compared: 0, setup: [], left: [] };
  try {
    const maker = await namespaceMaker(send, baseUrl, {
      keys,
      adminToken: options.adminToken,
      mode: options.namespace ?? "auto",
    });
    report.namespace = maker.kind;
    const referenceData = await readReferenceData(maker, keys, options.dialect, (path, key) =>
      send(new Request(`${baseUrl}${path}`, { headers: key === undefined ? {} : { "API-Key": key } }), "setup"),
    );
    report.setup.push(
      ...missingReferenceData(contract.tests, referenceData).map(
        (what) => `the contract names ${what} and the deployment lists none (give --dialect with its reference data)`,
      ),
    );
    const needed = Math.max(0, ...contract.tests.map(keyCount));
    if (maker.kind === "keys given" && keys.length < needed) {
      report.setup.push(`the contract's tests use ${needed} API keys; give as many --api-key (${keys.length} given)`);
    }
    if (report.setup.length > 0) {
      report.verdict = "set-up problem";
      return report;
    }
    for (const test of contract.tests) {
      const namespace = await maker.open(keyCount(test), test.name);
      try {
        report.tests.push(
          await replayTest(test, { send, baseUrl, referenceData: mapReferenceData(test, referenceData) }, namespace),
        );
      } finally {
        report.left.push(...(await namespace.close()));
      }
    }
  } catch (error) {
    if (!(error instanceof RefusedAnswerError || isInconclusive(error) || error instanceof RunAbortedError)) {
      throw error;
    }
    report.error = (error as Error).message;
  }
  report.compared = report.tests.reduce(
    (sum, test) => sum + test.exchanges.filter((e) => e.status !== undefined).length,
    0,
  );
  report.verdict =
    report.error !== undefined && !report.tests.some((t) => t.verdict === "failed")
      ? "inconclusive"
      : overall(report.tests);
  return report;
}
