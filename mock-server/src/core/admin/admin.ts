/**
 * The reference server's own controls under /__admin (spec/admin.yaml): reset, the
 * clock, state export and import, simulated applications and their outbox, and the
 * request log. Guarded by the Admin-Token header when the server has a token.
 */
import type { Applicant, ApplicationDelivery, OutboxMessage } from "@jobs-toolkit/spec";
import { type Clock, isClockTime } from "../domain/clock.js";
import { CLOCK_SCOPE_HEADER, isClockScope, MAX_CLOCK_SCOPES } from "../domain/clock-scopes.js";
import { type DomainError, invalid, notFound } from "../domain/errors.js";
import { readFields } from "../domain/job-record.js";
import type { Engine } from "../http/engine.js";
import { type CoreRequest, type CoreResponse, empty, json } from "../http/http.js";
import { parseJobId, plainId } from "../http/job-id.js";
import { ProblemError } from "../http/problem.js";
import { Router } from "../http/router.js";
import { formatTimestamp, parseTimestamp } from "../lib/dates.js";
import { own, preview } from "../lib/text.js";
import { EMAIL_ROUTING, isEmailAddress } from "../rules/routing.js";
import { Violations } from "../rules/violations.js";
import { type AdminContext, adminBody } from "./context.js";
import {
  createEmployerRoute,
  deleteEmployerRoute,
  listEmployersRoute,
  resetEmployerRoute,
  seedJobRoute,
} from "./employers.js";
import { getChaosRoute, listEmployerJobsRoute, setChaosRoute } from "./inspection.js";

const MAX_ADVANCE = 100 * 365 * 86_400;

/** The scope the request names in `Jobs-Clock`, if any; 400 for a name no scope can have. */
function scopeOf(request: CoreRequest): string | undefined {
  const scope = request.header(CLOCK_SCOPE_HEADER);
  if (scope !== undefined && !isClockScope(scope)) {
    throw new ProblemError(
      400,
      `Jobs-Clock must name a clock scope: 1 to 100 letters, digits, '.', '_', '~' or '-'; got ${preview(scope)}.`,
      { errors: [{ parameter: "Jobs-Clock", code: "invalid_value", message: "Jobs-Clock must name a clock scope" }] },
    );
  }
  return scope;
}

/** The clock of the request's scope (the server's without one), to move; 409 once no more scopes fit. */
function clockToMove(engine: Engine, scope: string | undefined): Clock {
  const clock = engine.state.clocks.toMove(scope);
  if (!clock) {
    throw new ProblemError(
      409,
      `${MAX_CLOCK_SCOPES} clock scopes are set, each named in the last hour; set one back with {"now": null} before setting another.`,
    );
  }
  return clock;
}

function clockResponse(engine: Engine, scope: string | undefined): CoreResponse {
  const now = formatTimestamp(engine.state.clocks.read(scope).now());
  return json(200, scope === undefined ? { now } : { now, scope });
}

function invalidField(pointer: string, code: string, message: string): DomainError {
  return invalid([{ pointer, code, message }], "request");
}

function setClock({ engine, request }: AdminContext): CoreResponse {
  const scope = scopeOf(request);
  const now = own(adminBody({ engine, request }), "now");
  if (now === null) {
    engine.state.clocks.release(scope);
  } else {
    const seconds = typeof now === "string" ? parseTimestamp(now) : undefined;
    if (seconds === undefined || !isClockTime(seconds)) {
      throw invalidField(
        "/now",
        "invalid_date",
        `now must be an RFC 3339 date-time from 1970 to 9000, or null; got ${preview(now)}`,
      );
    }
    clockToMove(engine, scope).set(seconds);
  }
  return clockResponse(engine, scope);
}

function advanceClock({ engine, request }: AdminContext): CoreResponse {
  const scope = scopeOf(request);
  const seconds = own(adminBody({ engine, request }), "seconds");
  const valid = Number.isInteger(seconds) && (seconds as number) >= 0 && (seconds as number) <= MAX_ADVANCE;
  if (!valid || !isClockTime(engine.state.clocks.read(scope).now() + (seconds as number))) {
    throw invalidField(
      "/seconds",
      "out_of_range",
      `seconds must be an integer from 0 to ${MAX_ADVANCE} that keeps the clock before 9000; got ${preview(seconds)}`,
    );
  }
  clockToMove(engine, scope).advance(seconds as number);
  return clockResponse(engine, scope);
}

function submitApplication({ engine, request }: AdminContext, params: Record<string, string>): CoreResponse {
  const input = adminBody({ engine, request });
  const v = new Violations();
  const name = own(input, "name");
  const email = own(input, "email");
  if (typeof name !== "string" || name.trim() === "" || name.length > 200) {
    v.add("/name", "required", "name must be a non-empty string of at most 200 characters");
  }
  if (typeof email !== "string" || !isEmailAddress(email)) {
    v.add("/email", "invalid_email", `email must be an e-mail address; got ${preview(email)}`);
  }
  const id = parseJobId(params.id);
  if (!v.isEmpty) {
    throw invalid(v.list, "application");
  }
  const record = engine.state.store.getAny(id);
  if (!record) {
    throw notFound("job", id);
  }
  const job = { id, ...readFields(record) };
  const applicant: Applicant = { name: name as string, email: email as string };
  if (job.applicantRoutingType.id !== EMAIL_ROUTING || job.applicationEmail === null) {
    return json(202, { delivery: "redirect", url: job.applicationUrl ?? "" } satisfies ApplicationDelivery);
  }
  const message: OutboxMessage = {
    to: job.applicationEmail,
    jobId: job.id,
    employerId: record.employerId,
    subject: `Application for ${job.title} (job ${job.id})`,
    applicant,
    sentAt: formatTimestamp(engine.state.clock.now()),
  };
  engine.state.sendEmail(message);
  return json(202, { delivery: "email", to: message.to } satisfies ApplicationDelivery);
}

function listRequests({ engine, request }: AdminContext): CoreResponse {
  const raw = new URLSearchParams(request.query).get("limit");
  const limit = raw === null ? 50 : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!(limit >= 1 && limit <= 1000)) {
    throw new ProblemError(400, `limit must be an integer from 1 to 1000; got ${preview(raw)}.`, {
      errors: [{ parameter: "limit", code: "out_of_range", message: "limit must be an integer from 1 to 1000" }],
    });
  }
  const employer = new URLSearchParams(request.query).get("employerId");
  const employerId = employer === null ? undefined : plainId(employer);
  if (Number.isNaN(employerId)) {
    throw new ProblemError(400, `employerId must be a positive integer; got ${preview(employer)}.`, {
      errors: [{ parameter: "employerId", code: "invalid_value", message: "employerId must be a positive integer" }],
    });
  }
  const cursor = new URLSearchParams(request.query).get("after");
  const after = cursor === null ? 0 : /^\d+$/.test(cursor) ? Number(cursor) : Number.NaN;
  if (!Number.isSafeInteger(after)) {
    throw new ProblemError(400, `after must be a request id, an integer of at least 0; got ${preview(cursor)}.`, {
      errors: [{ parameter: "after", code: "invalid_value", message: "after must be an integer of at least 0" }],
    });
  }
  return json(200, { data: engine.requestLog.list(limit, employerId, after) });
}

const ADMIN_ROUTES = new Router<AdminContext>()
  .add("/__admin/reset", {
    POST: ({ engine }) => {
      engine.state.reset();
      return empty(204);
    },
  })
  .add("/__admin/clock", { GET: ({ engine, request }) => clockResponse(engine, scopeOf(request)), PUT: setClock })
  .add("/__admin/clock/advance", { POST: advanceClock })
  .add("/__admin/chaos", { GET: getChaosRoute, PUT: setChaosRoute })
  .add("/__admin/state", {
    GET: ({ engine }) => json(200, engine.state.export()),
    PUT: ({ engine, request }) => {
      engine.state.replace(adminBody({ engine, request }));
      return empty(204);
    },
  })
  .add("/__admin/jobs/{id}/applications", { POST: submitApplication })
  .add("/__admin/outbox", { GET: ({ engine }) => json(200, { data: engine.state.outbox }) })
  .add("/__admin/requests", { GET: listRequests })
  .add("/__admin/employers", { GET: listEmployersRoute, POST: createEmployerRoute })
  .add("/__admin/employers/{id}", { DELETE: deleteEmployerRoute })
  .add("/__admin/employers/{id}/reset", { POST: resetEmployerRoute })
  .add("/__admin/employers/{id}/jobs", { GET: listEmployerJobsRoute, POST: seedJobRoute });

/** Whether a path belongs to the controls. */
export function isAdminPath(path: string): boolean {
  return path === "/__admin" || path.startsWith("/__admin/");
}

/** The routes of the controls, for OPTIONS. */
export const adminRouter = ADMIN_ROUTES;

/** Answers a request to the controls; the edge has already guarded it. */
export function handleAdmin(engine: Engine, request: CoreRequest): CoreResponse {
  const { handler, params } = ADMIN_ROUTES.resolve(request, request.method);
  return handler({ engine, request }, params);
}
