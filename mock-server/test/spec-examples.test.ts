/**
 * The documents' examples are what example-driven tools (Dredd, Portman, Respect) send.
 * So every request example must keep working against the reference server long after it
 * was written (its clock set two years ahead here), and no optional parameter's example
 * may change what an operation does (issue 23: a `Prefer` example that made every answer
 * a 503, a method-override example that turned a create into a delete).
 */
import { loadDocuments, type OpenApiDocument } from "@jobs-toolkit/spec/document";
import { describe, expect, it } from "vitest";
import { bodyText, createCoreRequest, createJobsServer, type JobsServer } from "../src/index.js";

const TWO_YEARS = 2 * 366 * 86_400;
const METHODS = ["get", "put", "post", "delete"] as const;

// biome-ignore lint/suspicious/noExplicitAny: documents are walked as plain JSON.
type Node = any;

/** The node a local `$ref` points at, or the node itself. */
function resolve(document: OpenApiDocument, node: Node): Node {
  if (node && typeof node === "object" && typeof node.$ref === "string") {
    return resolve(
      document,
      node.$ref
        .slice(2)
        .split("/")
        .reduce((at: Node, key: string) => at?.[key], document),
    );
  }
  return node;
}

interface Operation {
  document: OpenApiDocument;
  method: string;
  path: string;
  operation: Node;
  /** The parameters of the path item and of the operation. */
  parameters: Node[];
}

function operations(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, item]: [string, Node]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      document,
      method: method.toUpperCase(),
      path,
      operation: item[method],
      parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((parameter: Node) =>
        resolve(document, parameter),
      ),
    })),
  );
}

/** Operations whose examples create a job: they run on a server that does not hold them yet. */
const CREATING = new Set(["createJob", "seedJob"]);

function requestExamples({ document, operation }: Operation): Array<[string, unknown]> {
  const content = resolve(document, operation.requestBody)?.content?.["application/json"];
  return Object.entries(content?.examples ?? {}).map(([name, example]) => [name, resolve(document, example).value]);
}

/**
 * A server two years ahead holding every createJob example as a job (unless `empty`),
 * and the id of the first.
 */
function agedServer(empty = false): { server: JobsServer; jobId: number } {
  const server = createJobsServer();
  server.clock.set(Math.floor(Date.now() / 1000) + TWO_YEARS);
  if (empty) {
    return { server, jobId: 1 };
  }
  const { api } = loadDocuments();
  const create = operations(api).find((candidate) => candidate.operation.operationId === "createJob");
  const ids = requestExamples(create as Operation).map(([name, body]) => {
    const reply = send(server, "POST", "/api/v1.1/jobs", {}, body);
    expect(reply.status, `createJob example '${name}': ${reply.text}`).toBe(201);
    return JSON.parse(reply.text).id as number;
  });
  return { server, jobId: ids[0] ?? 0 };
}

function send(server: JobsServer, method: string, url: string, headers: Record<string, string>, body?: unknown) {
  const response = server.handle(
    createCoreRequest({
      method,
      url,
      headers: {
        "api-key": "demo-key-1",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
  return { status: response.status, text: bodyText(response) ?? "" };
}

/** The operation's URL with path parameters filled in, and the headers its required parameters need. */
function requestFor(target: Operation, jobId: number): { url: string; headers: Record<string, string> } {
  const headers: Record<string, string> = {};
  let url = target.path;
  for (const parameter of target.parameters) {
    if (parameter.in === "path") {
      // A job the server holds; employer 1 is a demo employer.
      url = url.replace(
        `{${parameter.name}}`,
        String(target.path.startsWith("/api/") || target.path.includes("/jobs/") ? jobId : 1),
      );
    } else if (parameter.in === "header" && parameter.required) {
      headers[parameter.name] = String(parameter.example);
    }
  }
  return { url, headers };
}

const { api, admin } = loadDocuments();
const ALL = [...operations(api), ...operations(admin)];
const WITH_EXAMPLES = ALL.flatMap((target) =>
  requestExamples(target).map(([name, body]) => [`${target.operation.operationId} '${name}'`, target, body] as const),
);

describe("request examples two years from now", () => {
  it("covers the examples of both documents", () => {
    expect(WITH_EXAMPLES.length).toBeGreaterThan(5);
  });

  it.each(WITH_EXAMPLES)("%s still succeeds", (_, target, body) => {
    const { server, jobId } = agedServer(CREATING.has(target.operation.operationId));
    const { url, headers } = requestFor(target, jobId);
    const reply = send(server, target.method, url, headers, body);
    expect(reply.status, `${target.method} ${url}: ${reply.text}`).toBeLessThan(300);
  });
});

const OPTIONAL_EXAMPLES = ALL.flatMap((target) =>
  target.parameters
    .filter((parameter) => !parameter.required && parameter.example !== undefined && parameter.in !== "path")
    .map(
      (parameter) => [`${target.operation.operationId} ${parameter.in} ${parameter.name}`, target, parameter] as const,
    ),
);

describe("optional parameter examples", () => {
  it.each(OPTIONAL_EXAMPLES)("%s does not change what the operation does", (_, target, parameter) => {
    const answer = (withExample: boolean) => {
      const { server, jobId } = agedServer();
      const { url, headers } = requestFor(target, jobId);
      const [body] = requestExamples(target).map(([, value]) => value);
      const query =
        parameter.in === "query" && withExample ? `?${parameter.name}=${encodeURIComponent(parameter.example)}` : "";
      const extra: Record<string, string> =
        parameter.in === "header" && withExample ? { [parameter.name]: String(parameter.example) } : {};
      return send(server, target.method, `${url}${query}`, { ...headers, ...extra }, body).status;
    };
    expect(answer(true)).toBe(answer(false));
  });

  it("finds no optional header example at all: tools send them on every request", () => {
    expect(OPTIONAL_EXAMPLES.filter(([, , parameter]) => parameter.in === "header").map(([name]) => name)).toEqual([]);
  });
});
