/**
 * The write measures' servers, each in a process of its own (server-process.ts), started
 * for one measure and stopped after it. In the bench's process, a write server's cost
 * depended on what that process held: every server there shares one heap, and each write
 * stores a job, so a full collection during a load marked the jobs every earlier load had
 * stored, in every server. The naive write server cost 36 CPU-us a POST in a process of its
 * own and 50 in `npm run bench`'s, and the report and the bench, holding different things
 * by the time they measured the writes, read ratios as much as 20 % apart. A user's server
 * has a process of its own too.
 */
import { type ChildProcess, fork } from "node:child_process";
import { nextMessage } from "./child-message.js";
import type { Target } from "./run-load.js";

const SERVER_SCRIPT = new URL("./server-process.ts", import.meta.url).pathname;

/** The reference server with its 10,000 jobs (reference.ts), or a naive write server, started empty. */
export type ServerKind = { kind: "reference" } | { kind: "naive-writes"; extraMicros: number };

/** The two servers of a write measure, as both benches start them. */
export const NAIVE_WRITE_SERVER = { kind: "naive-writes", extraMicros: 0 } as const satisfies ServerKind;
export const REFERENCE_SERVER = { kind: "reference" } as const satisfies ServerKind;

type Message = { url: string } | { cpuMicros: number };

/**
 * The child's flags: this process's (the collector exposed, the heap's size, the source
 * condition where the bench runs from the sources), with tsx to load the TypeScript.
 */
function childFlags(): string[] {
  const own = process.execArgv.filter(
    (flag, index, flags) => flag !== "--import" && flags[index - 1] !== "--import" && !flag.startsWith("--import="),
  );
  return ["--import", "tsx", ...own];
}

async function startProcess(kind: ServerKind): Promise<{ target: Target; child: ChildProcess }> {
  const child = fork(SERVER_SCRIPT, [], { execArgv: childFlags(), stdio: ["ignore", "ignore", "inherit", "ipc"] });
  child.send(kind);
  // A process that did not start its server is ended here: the caller only stops those that did.
  const started = await nextMessage<Message>(child, "a server process")
    .then((message) => {
      if (!("url" in message)) {
        throw new Error("a server process answered without its URL");
      }
      return message;
    })
    .catch((error: Error) => {
      child.kill();
      throw error;
    });
  const cpuMicros = async () => {
    child.send({ cpu: true });
    const answer = await nextMessage<Message>(child, "a server process");
    if (!("cpuMicros" in answer)) {
      throw new Error("a server process answered without its CPU time");
    }
    return answer.cpuMicros;
  };
  return { target: { url: started.url, cpuMicros }, child };
}

/**
 * Runs `measure` against servers of its own, one process each, started side by side and
 * stopped after it, whatever it did.
 */
export async function withServerProcesses<const Kinds extends readonly ServerKind[], T>(
  kinds: Kinds,
  measure: (targets: { [Index in keyof Kinds]: Target }) => Promise<T>,
): Promise<T> {
  const started = await Promise.allSettled(kinds.map(startProcess));
  const children = started.flatMap((result) => (result.status === "fulfilled" ? [result.value.child] : []));
  try {
    const failed = started.find((result) => result.status === "rejected");
    if (failed) {
      throw failed.reason;
    }
    const targets = started.map((result) => (result as PromiseFulfilledResult<{ target: Target }>).value.target);
    // One target per kind, in order: the tuple type says what map cannot.
    return await measure(targets as { [Index in keyof Kinds]: Target });
  } finally {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) {
              done();
              return;
            }
            child.once("exit", () => done());
            child.disconnect();
          }),
      ),
    );
  }
}
