/**
 * Where a test of a contract replays: an employer of its own made through the reference
 * server's `/__admin/employers` (a fake, or the reference server), removed with all it
 * holds afterwards; or, on a deployment without those controls, the employers of the keys
 * given, one test at a time, each job the test made deleted after it.
 */
import { parseJson } from "../http/raw.js";
import type { Phase } from "../http/recorder.js";

type Send = (request: Request, phase: Phase) => Promise<{ response: Response; text: string }>;

/** One test's namespace: its keys, and the clean-up of what it made. */
export interface Namespace {
  keys: readonly string[];
  /** Notes a job the test made with `key`, to delete it afterwards. */
  made(key: string, id: number): void;
  /** Removes what the test made; returns what could not be removed. */
  close(): Promise<string[]>;
}

/** How the run makes namespaces. */
export interface NamespaceMaker {
  kind: "employer per test" | "keys given";
  open(keyCount: number, name: string): Promise<Namespace>;
}

interface Employer {
  id: number;
  apiKey: string;
}

async function makeEmployer(send: Send, root: string, headers: Record<string, string>, name: string) {
  const request = new Request(`${root}/__admin/employers`, {
    method: "POST",
    headers: { ...headers, "content-type": "application/json" },
    body: JSON.stringify({ name: name.slice(0, 128) || "contract", plan: "unlimited", ttlSeconds: 3600 }),
  });
  const { response, text } = await send(request, "setup");
  const made = parseJson(text) as Partial<Employer> | undefined;
  return response.status === 201 && typeof made?.id === "number" && typeof made.apiKey === "string"
    ? { id: made.id, apiKey: made.apiKey }
    : undefined;
}

function employersNamespace(
  send: Send,
  root: string,
  headers: Record<string, string>,
  employers: Employer[],
): Namespace {
  return {
    keys: employers.map((employer) => employer.apiKey),
    made: () => undefined,
    async close() {
      const left: string[] = [];
      for (const { id } of employers) {
        const request = new Request(`${root}/__admin/employers/${id}`, { method: "DELETE", headers });
        const { response } = await send(request, "cleanup").catch(() => ({ response: undefined }));
        if (response?.status !== 204) {
          left.push(`employer ${id}`);
        }
      }
      return left;
    },
  };
}

function keysNamespace(send: Send, root: string, keys: readonly string[]): Namespace {
  const made: Array<{ key: string; id: number }> = [];
  return {
    keys,
    made: (key, id) => {
      if (!made.some((job) => job.key === key && job.id === id)) {
        made.push({ key, id });
      }
    },
    async close() {
      const left: string[] = [];
      for (const { key, id } of made) {
        const request = new Request(`${root}/api/v1.1/jobs/${id}`, { method: "DELETE", headers: { "API-Key": key } });
        const { response } = await send(request, "cleanup").catch(() => ({ response: undefined }));
        if (response?.status !== 204 && response?.status !== 404) {
          left.push(`job ${id}`);
        }
      }
      return left;
    },
  };
}

/**
 * The run's namespaces: an employer per test where the deployment makes them (`auto`
 * tries), else the keys given.
 */
export async function namespaceMaker(
  send: Send,
  root: string,
  options: { keys: readonly string[]; adminToken?: string | undefined; mode: "auto" | "employers" | "keys" },
): Promise<NamespaceMaker> {
  const headers: Record<string, string> = options.adminToken ? { "admin-token": options.adminToken } : {};
  const keys: NamespaceMaker = {
    kind: "keys given",
    open: async () => keysNamespace(send, root, options.keys),
  };
  if (options.mode === "keys") {
    return keys;
  }
  // A probe: an employer made and removed at once says the deployment makes them.
  const first = await makeEmployer(send, root, headers, "contract verification");
  if (first === undefined) {
    if (options.mode === "employers") {
      throw new Error(
        `${root}/__admin/employers made no employer; give --namespace keys and the keys of a test employer`,
      );
    }
    return keys;
  }
  await employersNamespace(send, root, headers, [first]).close();
  return {
    kind: "employer per test",
    async open(keyCount, name) {
      const employers: Employer[] = [];
      for (let index = 0; index < Math.max(1, keyCount); index++) {
        const employer = await makeEmployer(send, root, headers, name);
        if (employer === undefined) {
          throw new Error(`${root}/__admin/employers stopped making employers`);
        }
        employers.push(employer);
      }
      return employersNamespace(send, root, headers, employers);
    },
  };
}
