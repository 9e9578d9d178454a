/**
 * Starts the reference server on node:http and returns its URL and a close function.
 * Closing stops accepting connections, cuts chaos delays short, gives requests in flight
 * a moment to finish, closes what is left, and flushes the journal.
 *
 * Listening beyond loopback without an admin token keeps the controls off (403, and a
 * line on stderr saying how to turn them on): anyone on the network could otherwise read
 * every API key and wipe every job.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createJobsServer, type JobsServer, type JobsServerOptions, type PageSource } from "../index.js";
import { adminFor, linkOriginOf, originOf } from "./bind.js";
import { addDemoJobs } from "./demo-jobs.js";
import { type Journal, type JournalFs, openJournal, replayJournal } from "./journal.js";
import { createRequestListener, type ListenerOptions } from "./listener.js";
import { packagedPages } from "./pages.js";

/** How long requests in flight get to finish once the server closes, before their connections are cut. */
const CLOSE_GRACE_MS = 2_000;

/**
 * How long an idle keep-alive connection is announced to stay open (`Keep-Alive:
 * timeout=5`); node:http closes it 1 s later, so that no client sends on it as it closes.
 */
const KEEP_ALIVE_MS = 5_000;

/**
 * How often node:http looks for requests past their header or request timeout. Its
 * default, 30 s, lets a request run up to that much past either, so the documented
 * limits would hold only to the nearest half minute.
 */
const TIMEOUT_CHECK_MS = 250;

/** How to start the server: the core's options plus where to listen and keep data. */
export interface StartServerOptions extends JobsServerOptions {
  /** 127.0.0.1 by default. */
  host?: string;
  /** 4010 by default; 0 picks a free port. */
  port?: number;
  /** Keep the state in this file across restarts. */
  dataFile?: string;
  /** Called with warnings, such as a torn journal line; stderr by default. */
  warn?: (message: string) => void;
  /** The file operations the journal uses; the real file system by default (tests inject failures). */
  journalFs?: JournalFs;
  /** Most open connections; more are refused. No limit by default. */
  maxConnections?: number;
  /**
   * Starts a server that holds no job yet with the demo jobs (`DEMO_JOBS`), as the bin does
   * unless given `--empty` or `--config`; off by default, so a test starts empty.
   */
  demoJobs?: boolean;
  /**
   * The inspector (`/`) and API reference (`/docs`) pages: the ones built into the package
   * by default, others (tests build them from the sources), or false for none.
   */
  pages?: PageSource | false;
  /** Most time to receive a whole request (30 s) and its headers (10 s). */
  requestTimeoutMs?: number;
  headersTimeoutMs?: number;
}

/** A started server. */
export interface RunningServer {
  /** `http://HOST:PORT` it listens on. */
  url: string;
  /** The core, for tests that reset, inspect or set the clock in-process. */
  server: JobsServer;
  http: Server;
  /** Where the inspector and the API reference are, when they are served. */
  pages: { inspector: string; docs: string } | undefined;
  /** Stops accepting connections, finishes requests in flight, flushes the journal. */
  close(): Promise<void>;
}

/** A listen error a person can act on: which address is taken, and what to do about it. */
function listenError(error: NodeJS.ErrnoException, port: number, host: string): Error {
  if (error.code !== "EADDRINUSE") {
    return error;
  }
  return Object.assign(
    new Error(
      `port ${port} on ${host} is already in use, perhaps by another jobs-mock-server: stop that process, ` +
        "or choose another port (--port N, or 0 for a free one)",
    ),
    { code: error.code },
  );
}

function listen(http: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const failed = (error: NodeJS.ErrnoException) => reject(listenError(error, port, host));
    http.once("error", failed);
    http.listen(port, host, () => {
      http.off("error", failed);
      resolve(http.address() as AddressInfo);
    });
  });
}

/**
 * Starts the server.
 *
 * @example
 * const { url, close } = await startServer({ port: 0 });
 * await fetch(`${url}/api/v1.1/jobs`, { headers: { "API-Key": "demo-key-1" } });
 * await close();
 */
export async function startServer(options: StartServerOptions = {}): Promise<RunningServer> {
  const {
    host = "127.0.0.1",
    port = 4010,
    dataFile,
    warn = (message) => process.stderr.write(`${message}\n`),
    journalFs,
    maxConnections,
    demoJobs = false,
    pages = packagedPages() ?? false,
    requestTimeoutMs = 30_000,
    headersTimeoutMs = 10_000,
    ...core
  } = options;
  core.admin = adminFor(host, core.admin, warn);
  const server = createJobsServer(core);
  if (pages) {
    server.usePages(pages);
  }
  let journal: Journal | undefined;
  if (dataFile) {
    replayJournal(server, dataFile, warn, journalFs);
  }
  // Only into a state that never held a job, so a restart on a data file adds nothing;
  // before the journal opens, so its first snapshot holds them.
  if (demoJobs && server.exportState().nextId === 1) {
    addDemoJobs(server, core);
  }
  if (dataFile) {
    journal = await openJournal(server, dataFile, warn, journalFs);
    server.useCommitHook(journal.flush);
  }
  let origin = "";
  const listenerOptions = (checkContinue: boolean): ListenerOptions => ({
    // The port is known only once listening, after the listener exists; read it late.
    get origin() {
      return origin;
    },
    checkContinue,
  });
  const http = createServer(
    {
      keepAlive: true,
      requestTimeout: requestTimeoutMs,
      headersTimeout: Math.min(headersTimeoutMs, requestTimeoutMs),
      connectionsCheckingInterval: TIMEOUT_CHECK_MS,
    },
    createRequestListener(server, listenerOptions(false)),
  );
  http.on("checkContinue", createRequestListener(server, listenerOptions(true)));
  http.keepAliveTimeout = KEEP_ALIVE_MS;
  if (maxConnections !== undefined) {
    http.maxConnections = maxConnections;
  }
  const address = await listen(http, port, host);
  origin = linkOriginOf(address);
  const url = originOf(address);
  const open = pages && core.admin !== false && !(typeof core.admin === "object" && core.admin.refusal !== undefined);
  return {
    url,
    server,
    http,
    pages: open ? { inspector: `${url}/`, docs: `${url}/docs` } : undefined,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close();
        const cut = setTimeout(() => http.closeAllConnections(), CLOSE_GRACE_MS);
        cut.unref();
        http.close((error) => {
          clearTimeout(cut);
          const done = journal ? journal.close() : Promise.resolve();
          done.then(() => (error ? reject(error) : resolve()), reject);
        });
        http.closeIdleConnections();
      }),
  };
}
