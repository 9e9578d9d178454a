/**
 * One server of a write measure in a process of its own (server-processes.ts): started on
 * the first message, which says which; its URL sent back; then, for each later message,
 * the CPU time this process has spent, so the measure reads the cost of the server alone.
 * It ends when its parent lets it go.
 */
import { createNaiveWriteServer, listenOn } from "./baselines.js";
import { startReference } from "./reference.js";
import type { ServerKind } from "./server-processes.js";

async function start(kind: ServerKind): Promise<string> {
  return kind.kind === "reference"
    ? (await startReference()).url
    : await listenOn(createNaiveWriteServer(kind.extraMicros));
}

process.once("message", (kind: ServerKind) => {
  start(kind).then(
    (url) => {
      process.send?.({ url });
      process.on("message", () => {
        const { user, system } = process.cpuUsage();
        process.send?.({ cpuMicros: user + system });
      });
    },
    (error: Error) => process.send?.({ error: error.message }),
  );
});
process.on("disconnect", () => process.exit(0));
