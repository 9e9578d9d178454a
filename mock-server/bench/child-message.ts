/** The benches' child processes (the load generator, the write measures' servers) answer by IPC. */
import type { ChildProcess } from "node:child_process";

/**
 * The next message of `child` (`what` names it in errors): its `{ error }` becomes a
 * rejection, and so does its end before it answered.
 */
export function nextMessage<T extends object>(child: ChildProcess, what: string): Promise<T> {
  return new Promise((done, fail) => {
    const ended = (code: number | null) => fail(new Error(`${what} ended (${code}) before it answered`));
    child.once("exit", ended);
    child.once("message", (message: T | { error: string }) => {
      child.off("exit", ended);
      if ("error" in message) {
        fail(new Error(message.error));
      } else {
        done(message);
      }
    });
  });
}
