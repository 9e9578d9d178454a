/**
 * The inspector's only way to the server: the documented controls under /__admin
 * (admin.yaml), through whatever fetch reaches them. Served by the server, that is the
 * page's own origin; in a browser-only app, the reference server in the page. The admin
 * token, when the server has one, goes in the Admin-Token header of every call.
 */
import type {
  ChaosSettings,
  CreatedEmployer,
  EmployerCreate,
  EmployerJobPage,
  ListedEmployer,
  LoggedRequest,
  OutboxMessage,
} from "@jobs-toolkit/spec";

/** Sends a request to a path under the server's root, such as `/__admin/clock`. */
export type AdminFetch = (path: string, init: RequestInit) => Promise<Response>;

/** The server needs an admin token and the one sent (if any) is not it. */
export class TokenRequired extends Error {
  override name = "TokenRequired";
}

/** A control answered with a problem; its detail is the server's own explanation. */
class ControlFailed extends Error {
  override name = "ControlFailed";
  readonly status: number;

  constructor(status: number, detail: string) {
    super(detail);
    this.status = status;
  }
}

export interface JobsQuery {
  page: number;
  pageSize: number;
  status?: string | undefined;
}

export class AdminClient {
  readonly #fetch: AdminFetch;
  token: string | undefined;

  constructor(fetch: AdminFetch, token?: string) {
    this.#fetch = fetch;
    this.token = token;
  }

  async #call<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = {};
    if (body !== undefined) {
      headers["content-type"] = "application/json";
    }
    if (this.token !== undefined) {
      headers["admin-token"] = this.token;
    }
    const init: RequestInit = { method, headers, cache: "no-store" };
    if (body !== undefined) {
      init.body = JSON.stringify(body);
    }
    const response = await this.#fetch(`/__admin${path}`, init);
    if (response.status === 401) {
      throw new TokenRequired("This server needs its admin token.");
    }
    const text = await response.text();
    if (!response.ok) {
      let detail = text || response.statusText;
      try {
        // A 422 names each broken rule; the first one says what to change.
        const problem = JSON.parse(text) as { detail?: string; errors?: { message?: string }[] };
        detail = [problem.detail, problem.errors?.[0]?.message].filter(Boolean).join(" ") || detail;
      } catch {
        // Not a problem document: its text is the best explanation there is.
      }
      throw new ControlFailed(response.status, detail);
    }
    return (text === "" ? undefined : JSON.parse(text)) as T;
  }

  employers = async () => (await this.#call<{ data: ListedEmployer[] }>("GET", "/employers")).data;
  createEmployer = (input: EmployerCreate) => this.#call<CreatedEmployer>("POST", "/employers", input);
  deleteEmployer = (id: number) => this.#call<void>("DELETE", `/employers/${id}`);
  resetEmployer = (id: number) => this.#call<void>("POST", `/employers/${id}/reset`);

  jobs = (employerId: number, query: JobsQuery) => {
    const params = new URLSearchParams({ page: String(query.page), pageSize: String(query.pageSize) });
    if (query.status) {
      params.set("status", query.status);
    }
    return this.#call<EmployerJobPage>("GET", `/employers/${employerId}/jobs?${params}`);
  };

  clock = async () => (await this.#call<{ now: string }>("GET", "/clock")).now;
  setClock = async (now: string | null) => (await this.#call<{ now: string }>("PUT", "/clock", { now })).now;
  advanceClock = async (seconds: number) =>
    (await this.#call<{ now: string }>("POST", "/clock/advance", { seconds })).now;

  outbox = async () => (await this.#call<{ data: OutboxMessage[] }>("GET", "/outbox")).data;
  requests = async (after: number) =>
    (await this.#call<{ data: LoggedRequest[] }>("GET", `/requests?limit=200&after=${after}`)).data;

  chaos = () => this.#call<ChaosSettings>("GET", "/chaos");
  setChaos = (settings: ChaosSettings) => this.#call<ChaosSettings>("PUT", "/chaos", settings);
}
