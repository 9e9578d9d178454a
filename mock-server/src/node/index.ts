/**
 * The reference server over node:http.
 *
 * @example
 * import { startServer } from "@jobs-toolkit/mock-server/node";
 * const { url, close } = await startServer({ port: 0 });
 * @see ../../README.md
 */

export { parseServerArguments } from "./arguments.js";
export { type JournalFile, type JournalFs, nodeJournalFs } from "./journal.js";
export { createRequestListener, type ListenerOptions } from "./listener.js";
export { type RunningServer, type StartServerOptions, startServer } from "./start.js";
