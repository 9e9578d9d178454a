/**
 * The `/__admin` clock and plans of an implementation, in the shape the conformance suite
 * drives, so that time can be tested against it.
 */
import type { Employer } from "./dialect.js";
import type { createService, ServiceOptions } from "./service.js";

type Service = ReturnType<typeof createService>;

/** An implementation's options: the service's, and whether to serve the `/__admin` clock. */
export interface AdminOptions extends ServiceOptions {
  admin?: boolean;
}

/** `service`, also answering `/__admin`; instants are written with `formatNow`. */
export function withAdmin(
  service: Service,
  employers: readonly Employer[],
  formatNow: (ms: number) => string,
): Service {
  const { clock } = service;
  const answer = (body: unknown) =>
    new Response(JSON.stringify(body), { status: 200, headers: { "Content-Type": "application/json" } });
  const time = () => answer({ now: formatNow(clock.now()) });
  const admin = async (request: Request): Promise<Response | undefined> => {
    const path = new URL(request.url).pathname;
    const route = `${request.method} ${path}`;
    if (route === "GET /__admin/clock") {
      return time();
    }
    if (route === "PUT /__admin/clock") {
      const { now } = (await request.json()) as { now: string | null };
      clock.set(now === null ? null : Date.parse(now));
      return time();
    }
    if (route === "POST /__admin/clock/advance") {
      const { seconds } = (await request.json()) as { seconds: number };
      clock.advance(seconds * 1000);
      return time();
    }
    if (route === "GET /__admin/state") {
      // Only the employers and the clock: the implementation does not export its jobs.
      const fixed = clock.running() ? null : formatNow(clock.now());
      return answer({
        version: 1,
        employers: employers.map(({ id, name, apiKey, plan }) => ({ id, name, plan, apiKeys: [apiKey] })),
        jobs: [],
        locations: [],
        outbox: [],
        nextId: 1,
        clock: { fixed, offsetSeconds: Math.round(clock.offset() / 1000) },
      });
    }
    return path.startsWith("/__admin") ? new Response("not found", { status: 404 }) : undefined;
  };
  return {
    ...service,
    async fetch(request: Request): Promise<Response> {
      return (await admin(request)) ?? service.fetch(request);
    },
  };
}
