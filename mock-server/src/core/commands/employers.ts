/**
 * Employers made on demand, for tests: each has its own API key, so parallel tests each
 * see only their own jobs. One may have a time to live on the server clock; once the
 * clock passes it, the employer is removed as if deleted. Removing an employer removes
 * everything it owns: its jobs, the added locations only its jobs named, and the
 * outbox e-mails sent for its jobs.
 *
 * The state module records each change; replaying one repeats exactly the same work, so
 * the journal needs no more than the employer's id.
 */
import type { CreatedEmployer, EmployerCreate } from "@jobs-toolkit/spec";
import { isClockTime, LATEST_CLOCK } from "../domain/clock.js";
import { DomainError, invalid } from "../domain/errors.js";
import { formatTimestamp } from "../lib/dates.js";
import { controlCharacterIn, own, preview } from "../lib/text.js";
import { Violations } from "../rules/violations.js";
import type { State } from "../state/state.js";

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
  } else {
    // Every job of the employer carries the name to whatever prints it.
    const control = controlCharacterIn(name);
    if (control !== undefined) {
      v.add("/name", "control_character", `name must be one line without control characters; got ${control}`);
    }
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
    throw invalid(v.list, "employer");
  }
  return {
    name: name as string,
    plan: plan as EmployerCreate["plan"],
    ...(apiKey === undefined ? {} : { apiKey: apiKey as string }),
    ...(ttlSeconds === undefined ? {} : { ttlSeconds: ttlSeconds as number }),
  };
}

/** Adds an employer with a fresh id (never one a configured employer has); refused when the key is taken. */
export function createEmployer(state: State, input: unknown): CreatedEmployer {
  state.expireEmployers();
  const now = state.clock.now();
  const request = readEmployerCreate(input, now);
  const apiKey = request.apiKey ?? generateApiKey();
  if (state.store.accountByKey(apiKey)) {
    throw new DomainError({ kind: "api-key-taken", apiKey });
  }
  const account = state.addEmployer((id) => ({
    id,
    name: request.name,
    plan: request.plan,
    apiKeys: [apiKey],
    ...(request.ttlSeconds === undefined ? {} : { expiresAt: formatTimestamp(now + request.ttlSeconds) }),
  }));
  return {
    id: account.id,
    name: account.name,
    plan: account.plan,
    apiKey,
    ...(account.expiresAt === undefined ? {} : { expiresAt: account.expiresAt }),
  };
}
