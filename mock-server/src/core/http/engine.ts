/** What every route handler gets: the state, the options after defaults, and the request log. */
import type { EmployerAccount, ResolvedDialect } from "@jobs-toolkit/spec";
import type { State } from "../state/state.js";
import type { ChaosSwitch } from "./chaos-switch.js";
import type { CoreRequest } from "./http.js";
import type { RequestLog } from "./request-log.js";

/** Options after defaults, as the core uses them. */
export interface ResolvedOptions {
  employers: EmployerAccount[];
  /** Without trailing slashes. */
  publicUrl: string | undefined;
  bodyLimit: number;
  stateBodyLimit: number;
  strict: boolean;
  /** Send each answer's reasons in a Jobs-Reasons header. */
  explain: boolean;
  admin: { enabled: boolean; token: string | undefined; refusal: string | undefined };
  cors: { enabled: boolean; origins: "*" | readonly string[] };
  maxJobsPerEmployer: number;
  dialect: ResolvedDialect;
  /** The dialect's members its learning could not observe (kept as the reference server's). */
  dialectMissing: readonly string[];
}

export interface Engine {
  readonly state: State;
  readonly options: ResolvedOptions;
  readonly requestLog: RequestLog;
  /** The latency and fail rate in force for job API requests. */
  readonly chaos: ChaosSwitch;
}

/** The base of Location and paging links: the configured public URL, else the origin the request reached. */
export function publicBase({ options }: Engine, request: CoreRequest): string {
  return options.publicUrl ?? request.origin;
}
