/** A method and path table: a matched route, 404 for an unknown path, 405 with Allow for a method it lacks. */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import type { CoreRequest, CoreResponse } from "./http.js";
import { ProblemError } from "./problem.js";

const UNKNOWN_PATH: readonly RequirementId[] = ["ref.requests.unknown-path"];

export type Handler<Context> = (context: Context, params: Record<string, string>) => CoreResponse;

interface Route<Context> {
  pattern: RegExp;
  names: string[];
  methods: Record<string, Handler<Context>>;
}

const NO_PARAMS: Record<string, string> = Object.freeze({}) as Record<string, string>;

export class Router<Context> {
  /** Paths without parameters, found with one Map lookup. */
  readonly #fixed = new Map<string, Record<string, Handler<Context>>>();
  readonly #patterns: Array<Route<Context>> = [];

  /** Adds a path such as `/api/v1.1/jobs/{id}` with its method handlers. */
  add(path: string, methods: Record<string, Handler<Context>>): this {
    const names = [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? "");
    if (names.length === 0) {
      this.#fixed.set(path, methods);
      return this;
    }
    const source = path.replace(/[.*+?^$()|[\]\\]/g, "\\$&").replace(/\{\w+\}/g, "([^/]+)");
    this.#patterns.push({ pattern: new RegExp(`^${source}$`), names, methods });
    return this;
  }

  /** The route a path names, with its parameters. */
  match(path: string): { methods: Record<string, Handler<Context>>; params: Record<string, string> } | undefined {
    const fixed = this.#fixed.get(path);
    if (fixed) {
      return { methods: fixed, params: NO_PARAMS };
    }
    for (const route of this.#patterns) {
      const found = route.pattern.exec(path);
      if (!found) {
        continue;
      }
      const params: Record<string, string> = {};
      route.names.forEach((name, index) => {
        params[name] = found[index + 1] ?? "";
      });
      return { methods: route.methods, params };
    }
    return undefined;
  }

  /** The methods allowed at the request's path, as an Allow header lists them, or the 404 it gets instead. */
  allowed(request: CoreRequest): string {
    const route = this.match(request.path);
    if (!route) {
      throw unknownRoute(request.path);
    }
    return Object.keys(route.methods).join(", ");
  }

  /** The handler for a request's method, or the 404/405 it gets instead. */
  resolve(request: CoreRequest, method: string): { handler: Handler<Context>; params: Record<string, string> } {
    const route = this.match(request.path);
    if (!route) {
      throw unknownRoute(request.path);
    }
    const handler = route.methods[method];
    if (!handler) {
      throw methodNotAllowed(method, request.path, Object.keys(route.methods).join(", "));
    }
    return { handler, params: route.params };
  }
}

/** The 404 for a path no route has; `refusal` names the class a dialect answers it by. */
export function unknownRoute(path: string, refusal: "unknownRoute" | "trailingSlash" = "unknownRoute"): ProblemError {
  return new ProblemError(404, `Nothing is at ${path}.`, { refusal, reasons: UNKNOWN_PATH });
}

/** The 405 for a method a path does not take, naming those it does (`allow`, as the Allow header lists them). */
export function methodNotAllowed(method: string, path: string, allow: string): ProblemError {
  return new ProblemError(405, `${method} is not allowed on ${path}; use ${allow}.`, {
    headers: { allow },
    refusal: method === "HEAD" ? "head" : "methodNotAllowed",
    reasons: UNKNOWN_PATH,
  });
}
