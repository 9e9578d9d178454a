/**
 * Checks an HTTP exchange against the OpenAPI documents: the status is documented for
 * the operation, the body is valid against the documented schema (formats included),
 * and required headers such as Location are present. Shared by the reference server's
 * tests and the conformance suite so neither can drift from the spec.
 */
import { addUriSchemePlugin } from "@hyperjump/browser";
import { BASIC } from "@hyperjump/json-schema/experimental";
import { setShouldValidateFormat, type Validator, validate } from "@hyperjump/json-schema/openapi-3-1";
import "@hyperjump/json-schema/formats";
import { loadDocuments, type OpenApiDocument } from "./document.js";
import { valueAt as at } from "./pointer.js";
import { describeErrors } from "./schema-errors.js";

/** One request and the response it got, as seen on the wire. */
export interface Exchange {
  method: string;
  /** Absolute URL or path, with its query. */
  url: string;
  requestHeaders?: HeaderSource;
  status: number;
  headers: HeaderSource;
  /** The response body as text; "" when there was none. */
  body: string;
}

type HeaderSource = Headers | Record<string, string | undefined>;

/** Where an exchange sits in the documents. */
export interface OperationMatch {
  document: "api" | "admin";
  operationId: string;
  method: string;
  pathTemplate: string;
}

/** Validates exchanges; create one with {@link createSpecValidator}. */
export interface SpecValidator {
  /** Every way the exchange departs from the spec; empty when it conforms. */
  check(exchange: Exchange): Promise<string[]>;
  /** The documented operation a request goes to, honouring X-HTTP-Method-Override. */
  match(method: string, url: string, requestHeaders?: HeaderSource): OperationMatch | undefined;
  /** Validates a value against a named schema of the job API document. */
  checkSchema(schemaName: string, value: unknown): Promise<string[]>;
}

interface Route {
  document: "api" | "admin";
  template: string;
  pattern: RegExp;
  operations: Map<string, { operationId: string; pointer: string; operation: Record<string, unknown> }>;
}

const SCHEME = "jobs-spec";
const METHODS = ["get", "put", "post", "delete", "patch", "options", "head"];
const OVERRIDABLE = new Set(["PUT", "DELETE"]);

let registered = false;

// Compiled once per process and shared by every validator: the documents are read and
// registered once, so a schema compiles to the same validator each time, and compiling
// was most of the cost of a short conformance run (issue 22).
const compiled = new Map<string, Promise<Validator>>();

function registerDocuments(documents: Record<"api" | "admin", OpenApiDocument>): void {
  if (registered) {
    return;
  }
  registered = true;
  // Formats (date-time, email, uri) are assertions here: a response date that is not
  // RFC 3339 is a defect the suite must catch.
  setShouldValidateFormat(true);
  addUriSchemePlugin(SCHEME, {
    retrieve: async (uri: string) => {
      const name = uri.slice(SCHEME.length + 1).split("#")[0] as "api" | "admin";
      const document = documents[name];
      if (!document) {
        throw new Error(`No OpenAPI document named '${name}'`);
      }
      const response = new Response(JSON.stringify(document), {
        headers: { "Content-Type": "application/openapi+json" },
      });
      Object.defineProperty(response, "url", { value: `${SCHEME}:${name}` });
      return response;
    },
  });
}

function escapePointer(segment: string): string {
  return segment.replaceAll("~", "~0").replaceAll("/", "~1");
}

/** A JSON Pointer as a URI fragment: `{id}` and other characters percent-encoded. */
export function toFragment(pointer: string): string {
  return pointer.split("/").map(encodeURIComponent).join("/");
}

/** Follows local `$ref`s so the returned pointer names where the object really is. */
function deref(document: unknown, pointer: string): { value: Record<string, unknown>; pointer: string } {
  let value = at(document, pointer) as Record<string, unknown>;
  while (value && typeof value.$ref === "string" && value.$ref.startsWith("#")) {
    pointer = value.$ref.slice(1);
    value = at(document, pointer) as Record<string, unknown>;
  }
  return { value, pointer };
}

function buildRoutes(name: "api" | "admin", document: OpenApiDocument): Route[] {
  return Object.entries(document.paths).map(([template, item]) => {
    const source = template.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{[^}]+\}/g, "[^/]+");
    const operations: Route["operations"] = new Map();
    for (const method of METHODS) {
      const operation = item[method] as Record<string, unknown> | undefined;
      if (operation) {
        operations.set(method.toUpperCase(), {
          operationId: String(operation.operationId),
          pointer: `/paths/${escapePointer(template)}/${method}`,
          operation,
        });
      }
    }
    return { document: name, template, pattern: new RegExp(`^${source}$`), operations };
  });
}

function header(source: HeaderSource | undefined, name: string): string | undefined {
  if (!source) {
    return undefined;
  }
  if (source instanceof Headers) {
    return source.get(name) ?? undefined;
  }
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(source)) {
    if (key.toLowerCase() === wanted) {
      return value;
    }
  }
  return undefined;
}

function pathOf(url: string): string {
  return new URL(url, "http://placeholder.invalid").pathname;
}

/**
 * Loads both documents and returns a validator.
 *
 * @example
 * const validator = await createSpecValidator();
 * const problems = await validator.check({ method: "GET", url: "/api/v1.1/jobs/1", status: 200, headers, body });
 */
export async function createSpecValidator(): Promise<SpecValidator> {
  const documents = loadDocuments();
  registerDocuments(documents);
  const routes = [...buildRoutes("api", documents.api), ...buildRoutes("admin", documents.admin)];

  const validatorAt = (name: "api" | "admin", pointer: string): Promise<Validator> => {
    const uri = `${SCHEME}:${name}#${toFragment(pointer)}`;
    let found = compiled.get(uri);
    if (!found) {
      found = validate(uri);
      compiled.set(uri, found);
    }
    return found;
  };

  const match: SpecValidator["match"] = (method, url, requestHeaders) => {
    const path = pathOf(url);
    const route = routes.find((candidate) => candidate.pattern.test(path));
    if (!route) {
      return undefined;
    }
    let effective = method.toUpperCase();
    const override = header(requestHeaders, "x-http-method-override")?.toUpperCase();
    if (effective === "POST" && override && OVERRIDABLE.has(override) && route.operations.has(override)) {
      effective = override;
    }
    const operation = route.operations.get(effective);
    if (!operation) {
      return undefined;
    }
    return {
      document: route.document,
      operationId: operation.operationId,
      method: effective,
      pathTemplate: route.template,
    };
  };

  const checkBody = async (
    name: "api" | "admin",
    responsePointer: string,
    response: Record<string, unknown>,
    exchange: Exchange,
  ): Promise<string[]> => {
    const content = response.content as Record<string, { schema?: unknown }> | undefined;
    if (!content) {
      return exchange.body === "" ? [] : [`status ${exchange.status} is documented without a body, but one was sent`];
    }
    const contentType = (header(exchange.headers, "content-type") ?? "").split(";")[0]?.trim().toLowerCase() ?? "";
    if (!(contentType in content)) {
      return [
        `Content-Type '${contentType}' is not documented for status ${exchange.status} (expected ${Object.keys(content).join(" or ")})`,
      ];
    }
    let body: unknown;
    try {
      body = JSON.parse(exchange.body);
    } catch {
      return [`the ${exchange.status} body is not JSON: ${exchange.body.slice(0, 80)}`];
    }
    const schema = `${responsePointer}/content/${escapePointer(contentType)}/schema`;
    const validator = await validatorAt(name, deref(documents[name], schema).pointer);
    return describeErrors(validator(body as never, BASIC) as never, `${SCHEME}:`).map((error) => `body ${error}`);
  };

  const check: SpecValidator["check"] = async (exchange) => {
    const path = pathOf(exchange.url);
    const found = match(exchange.method, exchange.url, exchange.requestHeaders);
    if (!found) {
      // Undocumented requests may only be answered by a preflight or a plain problem.
      if (exchange.method.toUpperCase() === "OPTIONS" && exchange.status === 204) {
        return [];
      }
      if (exchange.status === 404 || exchange.status === 405) {
        const problems = await checkSchema("Problem", JSON.parse(exchange.body || "null"));
        if (exchange.status === 405 && !header(exchange.headers, "allow")) {
          problems.push("405 without an Allow header");
        }
        return problems;
      }
      return [`${exchange.method} ${path} matches no documented operation, yet got ${exchange.status}`];
    }
    const route = routes.find(
      (candidate) => candidate.template === found.pathTemplate && candidate.document === found.document,
    );
    const operation = route?.operations.get(found.method);
    if (!operation) {
      return [`no operation for ${found.method} ${found.pathTemplate}`];
    }
    const responses = operation.operation.responses as Record<string, unknown>;
    const key =
      String(exchange.status) in responses ? String(exchange.status) : "default" in responses ? "default" : undefined;
    if (!key) {
      return [
        `${found.operationId} does not document status ${exchange.status} (documented: ${Object.keys(responses).join(", ")})`,
      ];
    }
    const { value: response, pointer } = deref(documents[found.document], `${operation.pointer}/responses/${key}`);
    const problems = await checkBody(found.document, pointer, response, exchange);
    for (const name of Object.keys((response.headers ?? {}) as Record<string, unknown>)) {
      const { value } = deref(documents[found.document], `${pointer}/headers/${escapePointer(name)}`);
      if (value.required === true && header(exchange.headers, name) === undefined) {
        problems.push(`${found.operationId} ${exchange.status} is missing the required ${name} header`);
      }
    }
    return problems.map((problem) => `${exchange.method} ${path} -> ${exchange.status}: ${problem}`);
  };

  const checkSchema: SpecValidator["checkSchema"] = async (schemaName, value) => {
    const validator = await validatorAt("api", `/components/schemas/${schemaName}`);
    return describeErrors(validator(value as never, BASIC) as never, `${SCHEME}:`);
  };

  return { check, match, checkSchema };
}
