/** A method and path table: a matched route, 404 for an unknown path, 405 with Allow for a method it lacks. */
import type { CoreRequest, CoreResponse } from "./http.js";
import { ProblemError } from "./problem.js";

export type Handler<Context> = (context: Context, params: Record<string, string>) => CoreResponse;

interface Route<Context> {
  segments: string[];
  methods: Record<string, Handler<Context>>;
}

export class Router<Context> {
  readonly #routes: Array<Route<Context>> = [];

  /** Adds a path such as `/api/v1.1/jobs/{id}` with its method handlers. */
  add(path: string, methods: Record<string, Handler<Context>>): this {
    this.#routes.push({ segments: path.split("/"), methods });
    return this;
  }

  /** The route a path names, with its parameters. */
  match(path: string): { methods: Record<string, Handler<Context>>; params: Record<string, string> } | undefined {
    const segments = path.split("/");
    for (const route of this.#routes) {
      if (route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((segment, index) => {
        const actual = segments[index]!;
        if (segment.startsWith("{")) {
          params[segment.slice(1, -1)] = actual;
          return actual !== "";
        }
        return segment === actual;
      });
      if (matches) return { methods: route.methods, params };
    }
    return undefined;
  }

  /** The handler for a request's method, or the 404/405 it gets instead. */
  resolve(request: CoreRequest, method: string): { handler: Handler<Context>; params: Record<string, string> } {
    const route = this.match(request.path);
    if (!route) throw new ProblemError(404, `Nothing is at ${request.path}.`);
    const handler = route.methods[method];
    if (!handler) {
      const allow = Object.keys(route.methods).join(", ");
      throw new ProblemError(405, `${method} is not allowed on ${request.path}; use ${allow}.`, { headers: { allow } });
    }
    return { handler, params: route.params };
  }
}
