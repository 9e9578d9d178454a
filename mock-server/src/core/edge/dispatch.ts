/**
 * One request through the synchronous core: the admin guard, method override, CORS
 * preflight, routing (404, 405), chaos, refused writes, authentication (401), the body
 * limit, then the operation. Each is decided once per request.
 */
import type { RequirementId } from "@jobs-toolkit/spec/requirements";
import { adminRouter, handleAdmin } from "../admin/admin.js";
import { guardAdmin } from "../admin/guard.js";
import { CLOCK_SCOPE_HEADER } from "../domain/clock-scopes.js";
import { authenticate, type Caller } from "../http/auth.js";
import { checkBodySize } from "../http/body.js";
import { type ChaosDecision, delayed } from "../http/chaos.js";
import { preflight } from "../http/cors.js";
import type { Engine, ResolvedOptions } from "../http/engine.js";
import { type CoreRequest, type CoreResponse, READ_METHODS, rerouted } from "../http/http.js";
import { ProblemError } from "../http/problem.js";
import { type Router, unknownRoute } from "../http/router.js";
import type { ApiContext } from "../operations/context.js";
import { answerReasons } from "../operations/reasons.js";

const OVERRIDABLE = new Set(["PUT", "DELETE"]);
const SAME_WITHOUT_SLASH: RequirementId = "dialect.routing.trailing-slash";
const HEAD_AS_GET: RequirementId = "dialect.routing.head";

/**
 * The method the request stands for, honouring X-HTTP-Method-Override on POST; another
 * method named there is refused, or the POST taken as sent, as the dialect says.
 */
function effectiveMethod(request: CoreRequest, other: OverrideOther = "bad-request"): string {
  if (request.method !== "POST") {
    return request.method;
  }
  const override = request.header("x-http-method-override");
  if (override === undefined) {
    return request.method;
  }
  const method = override.trim().toUpperCase();
  if (OVERRIDABLE.has(method)) {
    return method;
  }
  if (other === "ignore") {
    return request.method;
  }
  const message = `X-HTTP-Method-Override must be PUT or DELETE; got '${override}'.`;
  const refusal = { refusal: "methodOverride", reasons: ["ref.override.rules"] } as const;
  if (other === "method-not-allowed") {
    throw new ProblemError(405, message, { headers: { allow: "PUT, DELETE" }, ...refusal });
  }
  throw new ProblemError(400, message, refusal);
}

type OverrideOther = Engine["options"]["dialect"]["routing"]["overrideOther"];

/** A path naming one job, where a dialect may take PATCH as PUT. */
const ONE_JOB = /^\/api\/v1\.1\/jobs\/[^/]+$/;

/** The limit for a body sent to this method and path: an exported state may be larger than any job. */
export function bodyLimitFor(options: ResolvedOptions, method: string, path: string): number {
  return method === "PUT" && path === "/__admin/state" ? options.stateBodyLimit : options.bodyLimit;
}

function refuseIfReadOnly(engine: Engine, method: string): void {
  const reason = engine.state.writesRefused;
  if (reason !== undefined && !READ_METHODS.has(method)) {
    throw new ProblemError(503, reason, { headers: { "retry-after": "60" } });
  }
}

/** A request to the controls under /__admin. */
export function dispatchAdmin(engine: Engine, request: CoreRequest): CoreResponse {
  guardAdmin(engine, request);
  if (request.method === "OPTIONS") {
    return { status: 204, headers: { allow: adminRouter.allowed(request) } };
  }
  refuseIfReadOnly(engine, request.method);
  checkBodySize(request, bodyLimitFor(engine.options, request.method, request.path));
  return handleAdmin(engine, request);
}

/**
 * The path a request is routed by: without its trailing slash where the dialect takes it
 * as the same resource; a trailing slash on a path that has a route is its own refusal.
 */
function routedPath(path: string, trailingSlash: "refuse" | "same", routes: Router<ApiContext>): string {
  if (path.length <= 1 || !path.endsWith("/")) {
    return path;
  }
  const bare = path.replace(/\/+$/, "");
  if (trailingSlash === "same") {
    return bare;
  }
  if (routes.match(bare)) {
    throw unknownRoute(path, "trailingSlash");
  }
  return path;
}

/** A request to the job API, from the caller its API key names. */
export function dispatchApi(
  engine: Engine,
  request: CoreRequest,
  caller: Caller,
  chaos: (request: CoreRequest) => ChaosDecision,
  routes: Router<ApiContext>,
): CoreResponse {
  const { routing } = engine.options.dialect;
  if (request.method === "OPTIONS" && routing.options !== "refuse") {
    const allowed = routes.allowed(request);
    const allow = routing.options === "with-options" && allowed !== "" ? `${allowed}, OPTIONS` : allowed;
    const answer = preflight(request, allow, engine.options.cors);
    answer.reasons = answerReasons(engine.options.dialect).preflight;
    return answer;
  }
  const path = routedPath(request.path, routing.trailingSlash, routes);
  if (path !== request.path) {
    const answer = dispatchApi(engine, rerouted(request, { path }), caller, chaos, routes);
    answer.reasons = [...(answer.reasons ?? []), SAME_WITHOUT_SLASH];
    return answer;
  }
  if (request.method === "HEAD" && routing.head === "as-get") {
    // The GET's answer whole, so its template writes its headers; the body goes after that.
    const answer = dispatchApi(engine, rerouted(request, { method: "GET" }), caller, chaos, routes);
    answer.reasons = [...(answer.reasons ?? []), HEAD_AS_GET];
    return answer;
  }
  if (request.method === "PATCH" && routing.patch === "as-put" && ONE_JOB.test(path)) {
    return dispatchApi(engine, rerouted(request, { method: "PUT" }), caller, chaos, routes);
  }
  const method = effectiveMethod(request, routing.overrideOther);
  const { handler, params } = routes.resolve(request, method);
  const { failure, delayMs } = chaos(request);
  if (failure) {
    return delayed(failure.toResponse(), delayMs);
  }
  refuseIfReadOnly(engine, method);
  const employer = authenticate(caller);
  checkBodySize(request, engine.options.bodyLimit);
  const clock = engine.state.clocks.read(request.header(CLOCK_SCOPE_HEADER));
  const answer = handler({ engine, request, employer, clock }, params);
  if (method !== request.method) {
    answer.reasons = [...(answer.reasons ?? []), method === "PUT" ? "override.put" : "override.delete"];
  }
  return delayed(answer, delayMs);
}
