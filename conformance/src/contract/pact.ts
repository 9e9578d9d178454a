/**
 * A contract as a Pact file (specification v4), for teams whose broker and verifiers speak
 * Pact. Each exchange is an interaction whose provider state names the set-up it needs:
 * a new employer, and the test's earlier steps replayed (contractStates answers it). The
 * values a replay makes afresh (the key, ids from earlier answers, reference data) are
 * filled in from the state's answer by ProviderState generators; the answer's values the
 * server makes up (ids, dates, links, names and messages) are matched by type.
 */
import {
  type Contract,
  type ContractExchange,
  type ContractTest,
  type Reference,
  resolveReferences,
  wholeReference,
  writeReference,
} from "@jobs-toolkit/spec";
import { dateForm, linkForm } from "../differential/forms.js";
import { documentedWords } from "../model/closed-lists.js";
import { valueAt } from "./resolve.js";

/** What a Pact file holds of this contract; see the Pact specification v4. */
export interface PactFile {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
  metadata: { pactSpecification: { version: "4.0" }; jobsContract: { format: string } };
}

type Rules = Record<string, { combine: "AND"; matchers: Array<Record<string, unknown>> }>;
type Generators = Record<string, { type: "ProviderState"; expression: string; dataType?: "INTEGER" | "STRING" }>;

interface PactBody {
  content: unknown;
  contentType: string;
  encoded: false;
}

interface PactInteraction {
  type: "Synchronous/HTTP";
  description: string;
  providerStates: Array<{ name: string; params: StateParams }>;
  request: {
    method: string;
    path: string;
    query?: Record<string, string[]>;
    headers?: Record<string, string[]>;
    body?: PactBody;
    generators?: { path?: Generators[string]; header?: Generators; body?: Generators; query?: Generators };
  };
  response: {
    status: number;
    headers?: Record<string, string[]>;
    body?: PactBody;
    matchingRules?: { body?: Rules; header?: Rules };
  };
  pending: false;
}

/** What a provider state names: the test, the step it prepares, and the values its generators need, by name. */
export interface StateParams {
  file: string;
  test: string;
  step: number;
  /** Generator name (`ref1`) to the reference it stands for (`{{1:$.id}}`). */
  refs: Record<string, string>;
}

const BY_TYPE = { combine: "AND" as const, matchers: [{ match: "type" }] };
/** A number the application sent comes back written as the provider writes numbers (an amount with four decimals). */
const A_NUMBER = { combine: "AND" as const, matchers: [{ match: "number" }] };

/** The names the generators of one interaction give its references. */
class RefNames {
  readonly refs: Record<string, string> = {};

  nameOf(reference: Reference): string {
    const text = writeReference(reference);
    const known = Object.entries(this.refs).find(([, value]) => value === text)?.[0];
    if (known !== undefined) {
      return known;
    }
    const name = `ref${Object.keys(this.refs).length + 1}`;
    this.refs[name] = text;
    return name;
  }
}

/** A recorded value as the example the Pact file shows: references resolved against the contract's own answers. */
function example(value: unknown, test: ContractTest): unknown {
  const own = (reference: Reference): unknown => {
    if (reference.kind === "answer") {
      const answer = test.exchanges[reference.step - 1]?.response;
      const found = reference.path === "location" ? answer?.headers?.location : valueAt(answer?.body, reference.path);
      return typeof found === "string" ? (wholeReference(found) ? example(found, test) : found) : found;
    }
    return reference.kind === "key" ? `API_KEY_${reference.index}` : reference.id;
  };
  if (typeof value === "string") {
    return resolveReferences(value, own);
  }
  if (Array.isArray(value)) {
    return value.map((item) => example(item, test));
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, example(inner, test)]));
  }
  return value;
}

/** Generators for every reference in a request body, by JSON path. */
function bodyGenerators(value: unknown, path: string, names: RefNames, into: Generators): void {
  if (typeof value === "string") {
    const reference = wholeReference(value);
    if (reference !== undefined) {
      into[path] = { type: "ProviderState", expression: `\${${names.nameOf(reference)}}`, dataType: "INTEGER" };
    }
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => {
      bodyGenerators(item, `${path}[${index}]`, names, into);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      bodyGenerators(inner, `${path}.${key}`, names, into);
    }
  }
}

/** Matching rules by type for what the server makes up in an answer (see judge.ts for the same reading). */
function bodyRules(value: unknown, path: string, sent: ReadonlySet<unknown>, into: Rules): void {
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      bodyRules(item, `${path}[${index}]`, sent, into);
    });
  } else if (value !== null && typeof value === "object") {
    for (const [key, inner] of Object.entries(value)) {
      const at = `${path}.${key}`;
      const madeUp =
        (key === "id" && (typeof inner === "number" || typeof inner === "string")) ||
        key === "employer" ||
        (typeof inner === "string" &&
          (wholeReference(inner) !== undefined ||
            dateForm(inner) !== undefined ||
            linkForm(inner) !== undefined ||
            !(sent.has(inner) || documentedWords().has(inner))));
      if (madeUp) {
        into[at] = BY_TYPE;
      } else if (typeof inner === "number" && sent.has(inner)) {
        into[at] = A_NUMBER;
      } else {
        bodyRules(inner, at, sent, into);
      }
    }
  }
}

/** The strings and numbers the application sent. */
function sentValues(value: unknown, into: Set<unknown>): void {
  if (typeof value === "string" || typeof value === "number") {
    into.add(value);
  } else if (value !== null && typeof value === "object") {
    for (const inner of Object.values(value)) {
      sentValues(inner, into);
    }
  }
}

function bodyOf(content: unknown, contentType: string | undefined): PactBody | undefined {
  return content === undefined
    ? undefined
    : { content, contentType: contentType?.split(";")[0]?.trim() || "application/json", encoded: false };
}

function interaction(
  test: ContractTest,
  exchange: ContractExchange,
  step: number,
  sent: Set<unknown>,
): PactInteraction {
  const names = new RefNames();
  const { request, response } = exchange;
  const url = new URL(String(example(request.url, test)), "http://provider.invalid");
  const generators: PactInteraction["request"]["generators"] = {};
  if (/\{\{/.test(request.url)) {
    // The path as the provider state's values make it: each reference by its generator's name.
    const expression = request.url.startsWith("{{")
      ? undefined
      : String(resolveReferences(request.url.split("?")[0] ?? "", (reference) => `\${${names.nameOf(reference)}}`));
    if (expression !== undefined) {
      generators.path = { type: "ProviderState", expression };
    }
  }
  const headers = Object.fromEntries(
    Object.entries(request.headers ?? {}).map(([name, value]) => [name, [String(example(value, test))]]),
  );
  const headerGenerators: Generators = {};
  for (const [name, value] of Object.entries(request.headers ?? {})) {
    const reference = wholeReference(value);
    if (reference !== undefined) {
      headerGenerators[name] = {
        type: "ProviderState",
        expression: `\${${names.nameOf(reference)}}`,
        dataType: "STRING",
      };
    }
  }
  if (Object.keys(headerGenerators).length > 0) {
    generators.header = headerGenerators;
  }
  const requestBodyGenerators: Generators = {};
  bodyGenerators(request.body, "$", names, requestBodyGenerators);
  if (Object.keys(requestBodyGenerators).length > 0) {
    generators.body = requestBodyGenerators;
  }
  sentValues(request.body, sent);
  for (const value of url.searchParams.values()) {
    sent.add(value);
  }
  const query: Record<string, string[]> = {};
  for (const [name, value] of url.searchParams) {
    query[name] = [...(query[name] ?? []), value];
  }
  const responseType = response.headers?.["content-type"];
  const rules: Rules = {};
  bodyRules(response.body, "$", sent, rules);
  const responseHeaders = Object.fromEntries(
    Object.entries(response.headers ?? {}).map(([name, value]) => [name, [value]]),
  );
  const headerRules: Rules = Object.fromEntries(
    Object.keys(response.headers ?? {})
      .filter((name) => name !== "content-type")
      .map((name) => [name, BY_TYPE]),
  );
  const requestBody = bodyOf(example(request.body, test), request.headers?.["content-type"]);
  const responseBody = bodyOf(example(response.body, test), responseType);
  const state =
    step === 1
      ? `a new employer for "${test.name}"`
      : `a new employer for "${test.name}" has made steps 1 to ${step - 1}`;
  return {
    type: "Synchronous/HTTP",
    description: `${test.file} > ${test.name} (step ${step}: ${request.method} ${request.url})`,
    providerStates: [{ name: state, params: { file: test.file, test: test.name, step, refs: names.refs } }],
    request: {
      method: request.method,
      path: url.pathname,
      ...(Object.keys(query).length > 0 ? { query } : {}),
      ...(Object.keys(headers).length > 0 ? { headers } : {}),
      ...(requestBody ? { body: requestBody } : {}),
      ...(Object.keys(generators).length > 0 ? { generators } : {}),
    },
    response: {
      status: response.status,
      ...(Object.keys(responseHeaders).length > 0 ? { headers: responseHeaders } : {}),
      ...(responseBody ? { body: responseBody } : {}),
      matchingRules: { body: rules, header: headerRules },
    },
    pending: false,
  };
}

/**
 * The contract as a Pact v4 file between `consumer` and `provider`.
 *
 * @example
 * await writeFile("careers-site-jobs-api.json", JSON.stringify(contractToPact(contract, { consumer: "careers-site", provider: "jobs-api" }), null, 2));
 */
export function contractToPact(contract: Contract, names: { consumer: string; provider: string }): PactFile {
  return {
    consumer: { name: names.consumer },
    provider: { name: names.provider },
    interactions: contract.tests.flatMap((test) => {
      const sent = new Set<unknown>();
      return test.exchanges.map((exchange, index) => interaction(test, exchange, index + 1, sent));
    }),
    metadata: { pactSpecification: { version: "4.0" }, jobsContract: { format: contract.format } },
  };
}
