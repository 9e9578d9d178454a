/**
 * Employers made on demand, for tests: each has its own API key, so parallel tests each
 * see only their own jobs. One may have a time to live on the server clock; once the
 * clock passes it, the employer is removed as if deleted. Removing an employer removes
 * everything it owns: its jobs, the added locations only its jobs named, and the
 * outbox e-mails sent for its jobs.
 *
 * Every change is emitted, and replaying an event repeats exactly the same work, so the
 * journal needs no more than the employer's id.
 */
import type { CreatedEmployer, EmployerAccount, EmployerCreate, OutboxMessage } from "@jobs-toolkit/spec";
import { ProblemError, validationFailed } from "../http/problem.js";
import { Violations } from "../rules/violations.js";
import { isClockTime, LATEST_CLOCK } from "./clock.js";
import { formatTimestamp } from "./dates.js";
import type { Engine } from "./engine.js";
import { own, preview } from "./text.js";

/** The longest time to live: 100 years. */
const MAX_TTL_SECONDS = 100 * 365 * 86_400;
const NAME_MAX = 128;
const KEY_MAX = 200;
const PLANS = new Set(["standard", "unlimited"]);
/**
 * A key is sent in a header, which HTTP trims and which cannot carry every character: a
 * key with spaces, controls or non-ASCII would reach this server as another string,
 * possibly another employer's key. Visible ASCII only, so what is stored is what arrives.
 */
const PLAIN_KEY = new RegExp(`^[\\x21-\\x7E]{1,${KEY_MAX}}$`);

/** An unguessable API key: 192 random bits, base64url. */
function generateApiKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  const base64 = btoa(String.fromCharCode(...bytes));
  return `tk_${base64.replaceAll("+", "-").replaceAll("/", "_")}`;
}

function readEmployerCreate(input: unknown, now: number): EmployerCreate {
  const v = new Violations();
  const body = typeof input === "object" && input !== null ? (input as Record<string, unknown>) : {};
  const name = own(body, "name");
  const plan = own(body, "plan");
  const apiKey = own(body, "apiKey");
  const ttlSeconds = own(body, "ttlSeconds");
  if (typeof name !== "string" || name.trim() === "" || name.length > NAME_MAX) {
    v.add("/name", "required", `name must be a non-empty string of at most ${NAME_MAX} characters`);
  }
  if (typeof plan !== "string" || !PLANS.has(plan)) {
    v.add("/plan", "invalid_value", `plan must be standard or unlimited; got ${preview(plan)}`);
  }
  if (apiKey !== undefined && (typeof apiKey !== "string" || !PLAIN_KEY.test(apiKey))) {
    v.add(
      "/apiKey",
      "invalid_value",
      `apiKey must be 1 to ${KEY_MAX} visible ASCII characters, with no spaces or controls; got ${preview(apiKey)}`,
    );
  }
  if (
    ttlSeconds !== undefined &&
    !(
      Number.isInteger(ttlSeconds) &&
      (ttlSeconds as number) >= 1 &&
      (ttlSeconds as number) <= MAX_TTL_SECONDS &&
      isClockTime(now + (ttlSeconds as number))
    )
  ) {
    v.add(
      "/ttlSeconds",
      "out_of_range",
      `ttlSeconds must be an integer from 1 to ${MAX_TTL_SECONDS} that ends before ${formatTimestamp(LATEST_CLOCK)}; got ${preview(ttlSeconds)}`,
    );
  }
  if (!v.isEmpty) {
    throw validationFailed(v.list, "employer");
  }
  return {
    name: name as string,
    plan: plan as EmployerCreate["plan"],
    ...(apiKey === undefined ? {} : { apiKey: apiKey as string }),
    ...(ttlSeconds === undefined ? {} : { ttlSeconds: ttlSeconds as number }),
  };
}

/** Adds an employer with a fresh id (never one a configured employer has); 409 when the key is taken. */
export function createEmployer(engine: Engine, input: unknown): CreatedEmployer {
  expireEmployers(engine);
  const now = engine.clock.now();
  const request = readEmployerCreate(input, now);
  const apiKey = request.apiKey ?? generateApiKey();
  if (engine.store.accountByKey(apiKey)) {
    throw new ProblemError(409, `The API key '${apiKey}' already belongs to an employer.`, {
      type: "/problems/api-key-taken",
      errors: [{ pointer: "/apiKey", code: "duplicate", message: "this API key already belongs to an employer" }],
    });
  }
  const id = engine.store.allocateEmployerId();
  const account: EmployerAccount = {
    id,
    name: request.name,
    plan: request.plan,
    apiKeys: [apiKey],
    ...(request.ttlSeconds === undefined ? {} : { expiresAt: formatTimestamp(now + request.ttlSeconds) }),
  };
  addEmployer(engine, account);
  engine.emit(() => ({ type: "employer", employer: account }));
  return {
    id,
    name: account.name,
    plan: account.plan,
    apiKey,
    ...(account.expiresAt === undefined ? {} : { expiresAt: account.expiresAt }),
  };
}

/** Holds an employer account as it is, as creating one or replaying its event does. */
export function addEmployer(engine: Engine, account: EmployerAccount): void {
  engine.store.addAccount(account);
}

/** 404 unless an employer with this id exists. */
export function requireEmployer(engine: Engine, id: number): void {
  if (!engine.store.hasAccount(id)) {
    throw new ProblemError(404, `No employer with id ${id}.`);
  }
}

/** Removes an employer and everything it owns; 404 when there is none with this id. */
export function deleteEmployer(engine: Engine, id: number, { emit = true } = {}): void {
  requireEmployer(engine, id);
  removeEmployers(engine, [id]);
  if (emit) {
    engine.emit(() => ({ type: "employer-removed", id }));
  }
}

/**
 * Removes employers with everything they own: keys, jobs, the added locations no other
 * employer owns, the outbox e-mails sent for their jobs (deleted ones too) and their
 * logged requests. Each employer costs what it owns; the outbox and the request log are
 * read once for the whole batch, however many employers go.
 */
function removeEmployers(engine: Engine, ids: readonly number[]): void {
  const gone = new Set(ids);
  const jobIds = new Set<number>();
  const unowned: number[] = [];
  for (const id of ids) {
    for (const record of engine.store.removeAccount(id)) {
      jobIds.add(record.id);
    }
    for (const location of engine.collections.locations.forgetEmployer(id)) {
      unowned.push(location);
    }
  }
  if (unowned.length > 0) {
    engine.collections.locations.removeAddedIds(unowned);
  }
  const ownedByGone = (message: OutboxMessage) =>
    (message.employerId !== undefined && gone.has(message.employerId)) || jobIds.has(message.jobId);
  if (engine.outbox.some(ownedByGone)) {
    engine.outbox = engine.outbox.filter((message) => !ownedByGone(message));
  }
  engine.requestLog.forget((employerId) => gone.has(employerId));
}

/** Removes every job of one employer, and nothing else; 404 when there is none with this id. */
export function resetEmployer(engine: Engine, id: number, { emit = true } = {}): void {
  requireEmployer(engine, id);
  engine.store.clearEmployer(id);
  if (emit) {
    engine.emit(() => ({ type: "employer-reset", id }));
  }
}

/**
 * Removes the employers whose time to live the clock has passed. Called before every
 * request and every read of the state, so an expired employer is never seen: its key
 * is refused and its jobs are gone.
 */
export function expireEmployers(engine: Engine): void {
  // Without employers that expire, not even the clock is read. A server that refuses
  // writes cannot record a removal either, so expiry waits for the restart: reads go on.
  if (!engine.store.hasExpiring || engine.writesRefused !== undefined) {
    return;
  }
  const expired = engine.store.expiredBy(engine.clock.now());
  if (expired.length === 0) {
    return;
  }
  removeEmployers(engine, expired);
  for (const id of expired) {
    engine.emit(() => ({ type: "employer-removed", id }));
  }
}
