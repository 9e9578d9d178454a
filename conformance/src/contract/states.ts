/**
 * The provider states of a contract's Pact file, answered: for an interaction's state, a
 * new employer (through the reference server's controls) with the test's earlier steps
 * replayed, and the values its generators need (the key, ids from earlier answers,
 * reference data) in the answer, as Pact's verifiers expect of a state-change URL.
 */
import type { Contract } from "@jobs-toolkit/spec";
import { parseJson } from "../http/raw.js";
import { Transport } from "../http/recorder.js";
import { DEFAULT_RETRY_POLICY } from "../http/transient.js";
import { DEFAULT_MAX_RESPONSE_BYTES, type FetchLike } from "../options.js";
import { type Namespace, namespaceMaker } from "./namespace.js";
import type { StateParams } from "./pact.js";
import { mapReferenceData, readReferenceIds } from "./reference-data.js";
import { type Resolution, resolveUrl, resolveValue } from "./resolve.js";

/** Where the provider is, for the state handler. */
export interface ContractStatesOptions {
  baseUrl: string;
  fetch?: FetchLike;
  adminToken?: string;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

/**
 * A handler for Pact's provider-state requests (`POST` with `{ state, params, action }`)
 * that sets each state up on the provider and answers the values of its generators.
 *
 * @example
 * const states = contractStates(contract, { baseUrl: "http://127.0.0.1:4010" });
 * // serve `states` at the verifier's --state-change-url
 */
export function contractStates(
  contract: Contract,
  options: ContractStatesOptions,
): (request: Request) => Promise<Response> {
  const baseUrl = options.baseUrl.replace(/\/+$/, "");
  const transport = new Transport({
    fetch: options.fetch ?? ((request) => globalThis.fetch(request)),
    concurrency: 1,
    timeoutMs: 10_000,
    maxResponseBytes: DEFAULT_MAX_RESPONSE_BYTES,
    maxRequests: 0,
    signal: undefined,
    retry: DEFAULT_RETRY_POLICY,
    rateLimit: 0,
  });
  const send = async (request: Request, phase: "setup" | "check" | "cleanup") => {
    const { response, exchange } = await transport.send(request, phase);
    return { response, text: exchange.responseBody };
  };
  let current: Namespace | undefined;
  const setUp = async (params: StateParams): Promise<Record<string, unknown>> => {
    const test = contract.tests.find((candidate) => candidate.file === params.file && candidate.name === params.test);
    if (test === undefined) {
      throw new Error(`the contract has no test "${params.test}" in ${params.file}`);
    }
    const maker = await namespaceMaker(send, baseUrl, { keys: [], adminToken: options.adminToken, mode: "employers" });
    current = await maker.open(1, test.name);
    const key = current.keys[0];
    const data = await readReferenceIds(async (path) =>
      parseJson((await send(new Request(`${baseUrl}${path}`, { headers: { "API-Key": key ?? "" } }), "setup")).text),
    );
    const resolution: Resolution = { answers: [], keys: current.keys, referenceData: mapReferenceData(test, data) };
    for (const exchange of test.exchanges.slice(0, params.step - 1)) {
      const url = resolveUrl(exchange.request.url, baseUrl, resolution);
      const body = exchange.request.body === undefined ? undefined : resolveValue(exchange.request.body, resolution);
      const request = new Request(url, {
        method: exchange.request.method,
        headers: resolveValue(exchange.request.headers ?? {}, resolution) as Record<string, string>,
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const { response, text } = await send(request, "setup");
      resolution.answers.push({ url, location: response.headers.get("location"), body: parseJson(text) });
    }
    return Object.fromEntries(
      Object.entries(params.refs).map(([name, reference]) => [name, resolveValue(reference, resolution)]),
    );
  };
  return async (request) => {
    const { action, params } = ((await request.json().catch(() => ({}))) ?? {}) as {
      action?: string;
      params?: StateParams;
    };
    const previous = current;
    current = undefined;
    await previous?.close();
    if (action === "teardown") {
      return json({});
    }
    if (params === undefined) {
      return json({ error: "a provider state of this contract has params { file, test, step, refs }" }, 400);
    }
    try {
      return json(await setUp(params));
    } catch (error) {
      return json({ error: (error as Error).message }, 500);
    }
  };
}
