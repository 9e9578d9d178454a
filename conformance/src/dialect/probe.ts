/**
 * A probe: what observing a knob sends, in one namespace. Every job it creates carries the
 * namespace (the run's prefix) in its title and referenceId, is registered with the
 * session, and so is deleted by the session's cleanup like every other job of the run.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { type JobSpecimen, specimenBody } from "../arbitraries/job-specimen-arb.js";
import { nowSeconds } from "../dates.js";
import type { Caller, Session } from "../session.js";

const JOBS = "/api/v1.1/jobs";

/** One observation's handle on the target. */
export class Probe {
  readonly session: Session;
  readonly namespace: string;
  readonly specimen: JobSpecimen;
  /** The dialect checked against, when checking; undefined when learning. */
  readonly dialect: ResolvedDialect | undefined;
  #references = 0;

  constructor(session: Session, namespace: string, specimen: JobSpecimen, dialect?: ResolvedDialect) {
    this.session = session;
    this.namespace = namespace;
    this.specimen = specimen;
    this.dialect = dialect;
  }

  /** A valid job body (the drawn specimen in this namespace), with some fields set or removed. */
  job(overrides: Record<string, unknown> = {}): Record<string, unknown> {
    const body = { ...specimenBody(this.specimen, this.namespace, nowSeconds()), ...overrides };
    for (const [name, value] of Object.entries(overrides)) {
      if (value === undefined) {
        delete body[name];
      }
    }
    return body;
  }

  /** A referenceId no other job of the run has. */
  referenceId(): string {
    this.#references++;
    return `${this.namespace}-d${this.#references}`;
  }

  /** Sends a JSON body. */
  send(method: string, path: string, body: unknown, caller: Caller = 0): Promise<Answer> {
    const request = { method, path, headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) };
    return this.session.raw(request, caller);
  }

  /** Sends a GET. */
  get(path: string, caller: Caller = 0): Promise<Answer> {
    return this.session.raw({ method: "GET", path }, caller);
  }

  /** Creates a job with POST; the answer tells whether it was made. */
  create(overrides: Record<string, unknown> = {}, caller: Caller = 0): Promise<Answer> {
    return this.send("POST", JOBS, this.job(overrides), caller);
  }

  /** Lists the namespace's jobs with more query parameters, e.g. `pageSize=1`. */
  list(query = ""): Promise<Answer> {
    return this.get(`${JOBS}?q=${this.namespace}${query ? `&${query}` : ""}`);
  }
}

/** True for a 2xx answer. */
export function succeeded(answer: Answer): boolean {
  return answer.status >= 200 && answer.status < 300;
}
