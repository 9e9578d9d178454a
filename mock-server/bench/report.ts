/**
 * npm run bench:report [-- --quick] [-- --no-peers] [-- --out DIR]: BENCHMARKS.md and its
 * chart. The reference server, json-server and Prism (installed at run time into a
 * temporary folder) against baselines measured in the same run; the in-process path (the
 * core's fetch and the MSW handlers) against a bare MSW handler.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg, platform, release, tmpdir, totalmem } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { bodyText, createCoreRequest, createJobsServer, type JobsServer } from "@jobs-toolkit/mock-server";
import { createCeilingServer, createNaiveListServer, listedHeaders, listenOn } from "./baselines.js";
import { ratioChart } from "./chart.js";
import { measureInProcess } from "./in-process.js";
import { heapUsed } from "./memory.js";
import { CONNECTIONS, LOAD_SECONDS, ROUNDS } from "./method.js";
import { freePort, type Installed, installPeers, startAndTime } from "./peers.js";
import { jobBody, populate } from "./populate.js";
import { API_KEY, STORED, startReference } from "./reference.js";
import { type Figure, renderReport } from "./report-markdown.js";
import {
  alternated,
  type Compared,
  inThisProcess,
  type Load,
  type LoadRequest,
  load,
  type Target,
  throughputRatio,
} from "./run-load.js";
import { NAIVE_WRITE_SERVER, REFERENCE_SERVER, withServerProcesses } from "./server-processes.js";

const { values: flags } = parseArgs({
  options: {
    quick: { type: "boolean", default: false },
    "no-peers": { type: "boolean", default: false },
    out: { type: "string" },
  },
});
const ROOT = resolve(import.meta.dirname, "../..");
// npm runs the script in mock-server/: a relative --out is the caller's, where npm was run.
const OUT = flags.out ? resolve(process.env.INIT_CWD ?? process.cwd(), flags.out) : ROOT;
// Made (or found unwritable) before the minutes of measuring, not after them.
mkdirSync(OUT, { recursive: true });
const CHART_FILE = "benchmarks.svg";

/** How long each part runs: the full run, or the quick one that only checks the pipeline. */
const FULL = { seconds: LOAD_SECONDS, rounds: ROUNDS, startups: 3, memoryJobs: 100_000, inProcessSeconds: 3 };
const QUICK = { seconds: 0.1, rounds: 1, startups: 1, memoryJobs: 2_000, inProcessSeconds: 0.05 };
const config = flags.quick ? QUICK : FULL;
const WRITERS = 50;
const KEY = { "api-key": API_KEY };
const JSON_KEY = { ...KEY, "content-type": "application/json" };
const JSON_TYPE = { "content-type": "application/json" };

/**
 * A full run's length from its configuration and its HTTP measures, on a quiet machine:
 * each load (the load process is kept from one to the next, so a tenth of a second to hand
 * it over), every server started (some 2 s each, Prism more), the in-process rates, and
 * about 90 s to install the peers and fill the stores.
 */
function fullRunMinutes(measures: ReadonlyArray<{ url: string | undefined }>, peers: number): string {
  // A round: our server and its baseline; then, for the peers, a baseline of their own and each peer.
  const perRound = 2 + (peers > 0 ? 1 + peers : 0);
  // The write measures (no baseline URL: their servers are started for them) load a round not counted first.
  const warmUps = measures.filter((measure) => measure.url === undefined).length;
  const loads = (measures.length * FULL.rounds + warmUps) * perRound;
  const loadSeconds = loads * (FULL.seconds + 0.1);
  const startups = ((2 + peers) * FULL.startups + peers) * 3;
  const inProcess = 2 * 3 * (FULL.inProcessSeconds + 0.2);
  return `${Math.round((loadSeconds + startups + inProcess + 90) / 60)} minutes (${loads} loads of ${FULL.seconds} s)`;
}

const log = (message: string) => process.stderr.write(`${message}\n`);
const started = performance.now();
const loadAtStart = loadavg();

/** A GET answered in-process, as text. */
const read = (server: JobsServer, url: string) =>
  bodyText(server.handle(createCoreRequest({ method: "GET", url, headers: KEY }))) ?? "";

// The reference server with 10,000 jobs (reference.ts, as npm run bench starts it: with
// the options a user gets, the request log on, which the report once turned off and so
// measured writes a user never sees); the baselines hold the same jobs.
log(`Benchmark report${flags.quick ? " (quick)" : ""}: ${config.seconds} s per load, ${config.rounds} round(s)`);
const reference = await startReference();
// The naive list holds the headers the reference server lists, as npm run bench's does (it
// once held the whole jobs, so the report's list ratio compared unlike work, and kept
// 10,000 parsed jobs in the heap the writes' baselines allocate in).
const listed = listedHeaders((url) => read(reference.server, url), STORED);
const ids = listed.newestFirst;
const ceiling = createCeilingServer(read(reference.server, `/api/v1.1/jobs/${ids[STORED / 2]}`));
const naiveList = createNaiveListServer(listed.headers, ids);
const baselineUrls = {
  ceiling: await listenOn(ceiling),
  naiveList: await listenOn(naiveList),
};

// The peers, in a temporary folder: json-server serves the same 10,000 jobs from a db.json.
const work = mkdtempSync(join(tmpdir(), "jobs-bench-report-"));
const installed: Installed[] = flags["no-peers"] ? [] : await installPeers(join(work, "peers"));
const missing: string[] = flags["no-peers"]
  ? ["json-server and Prism: left out (`--no-peers`)."]
  : installed.flatMap((peer) => ("failure" in peer ? [`${peer.peer.spec}: not installed (${peer.failure}).`] : []));
const bin = (name: string) =>
  installed.find((peer) => peer.peer.name === name && "bin" in peer) as { bin: string; version: string } | undefined;
// json-server's data: the whole jobs, written out and not kept.
const storedJob = (id: number) => JSON.parse(read(reference.server, `/api/v1.1/jobs/${id}`)) as unknown;
writeFileSync(join(work, "db.json"), JSON.stringify({ jobs: ids.map(storedJob) }));
writeFileSync(join(work, "db-small.json"), JSON.stringify({ jobs: ids.slice(0, 10).map(storedJob) }));
const jsonServer = bin("json-server");
const prism = bin("Prism");

/** How to start a server with `node`, and the request that shows it answers (PORT stands for its port). */
interface Server {
  args: (port: number) => string[];
  probe: string;
  headers: Record<string, string>;
}

/** A server in its own process, started `runs` times: the median start-up, and the last one left running. */
async function startTimed(
  server: Server,
  runs: number,
): Promise<{ url: string; startupMs: number; stop: () => Promise<void> }> {
  const times: number[] = [];
  for (let run = 1; ; run += 1) {
    const port = await freePort();
    const running = await startAndTime(server.args(port), server.probe.replace("PORT", `${port}`), server.headers);
    times.push(running.startupMs);
    if (run >= runs) {
      times.sort((left, right) => left - right);
      return {
        url: `http://127.0.0.1:${port}`,
        startupMs: times[Math.floor((times.length - 1) / 2)] ?? 0,
        stop: running.stop,
      };
    }
    await running.stop();
  }
}

interface Subject {
  name: string;
  url: string;
  plans: Record<string, LoadRequest[]>;
  /** What sets a figure of this subject apart, by measure. */
  notes?: Partial<Record<string, string>>;
  stop?: () => Promise<void>;
}
const figures: Figure[] = [];
const startupFigures: Array<{ subject: string; ms: number }> = [];

// Start-up to the first answer: the bare node:http server is the floor Node itself sets.
log("Start-up to the first answer");
const bareStart = await startTimed(
  {
    args: (port) => ["-e", `require("node:http").createServer((q, s) => s.end("{}")).listen(${port}, "127.0.0.1")`],
    probe: "http://127.0.0.1:PORT/",
    headers: {},
  },
  config.startups,
);
await bareStart.stop();
// The bin as a user runs it, built; from its TypeScript source (slower to start) where it is not built.
const built = existsSync(join(ROOT, "mock-server/dist/main.js"));
const referenceBin = built
  ? [join(ROOT, "mock-server/bin/jobs-mock-server.js")]
  : ["--import", "tsx", "--conditions=@jobs-toolkit/source", join(ROOT, "mock-server/src/node/main.ts")];
const referenceStart = await startTimed(
  {
    args: (port) => [...referenceBin, "--port", `${port}`],
    probe: "http://127.0.0.1:PORT/api/v1.1/jobs/1",
    headers: KEY,
  },
  config.startups,
);
await referenceStart.stop();
startupFigures.push({
  subject: `reference server (\`jobs-mock-server\`${built ? "" : " from its source, not built"}, demo jobs)`,
  ms: referenceStart.startupMs,
});

// The requests each figure sends, to the baseline and to each subject in its own terms.
const getIds = Array.from({ length: 100 }, (_, index) => ids[(index * 97) % STORED] ?? 1);
const listPath = "/api/v1.1/jobs?page=50&pageSize=100";
const searchPath = "/api/v1.1/jobs?q=nurse&page=50&pageSize=100";
const create = (index: number) => jobBody(index, "load");
const upsert = (index: number) => jobBody(index, "upsert", true);
const own = {
  get: getIds.map((id) => ({ method: "GET", path: `/api/v1.1/jobs/${id}`, headers: KEY })),
  list: [{ method: "GET", path: listPath, headers: KEY }],
  search: [{ method: "GET", path: searchPath, headers: KEY }],
  post: [{ method: "POST", path: "/api/v1.1/jobs", headers: JSON_KEY, body: create(0) }],
  put: Array.from({ length: 1_000 }, (_, index) => ({
    method: "PUT",
    path: "/api/v1.1/jobs",
    headers: JSON_KEY,
    body: upsert(index),
  })),
  writers: Array.from({ length: 200 }, (_, index) =>
    index % 2 === 0
      ? { method: "POST", path: "/api/v1.1/jobs", headers: JSON_KEY, body: create(index) }
      : { method: "PUT", path: "/api/v1.1/jobs", headers: JSON_KEY, body: upsert(index) },
  ),
};
const subjects: Subject[] = [{ name: "reference server", url: reference.url, plans: own }];

/** A peer: its start-up timed as a user starts it, then started again to serve the loads. */
async function addPeer(
  name: string,
  startup: Server,
  serving: Server,
  plans: Subject["plans"],
  notes: NonNullable<Subject["notes"]>,
): Promise<void> {
  try {
    const timed = await startTimed(startup, config.startups);
    await timed.stop();
    startupFigures.push({ subject: name, ms: timed.startupMs });
    const running = await startTimed(serving, 1);
    subjects.push({ name, url: running.url, plans, notes, stop: running.stop });
  } catch (error) {
    missing.push(`${name}: not measured (${error instanceof Error ? error.message.split("\n")[0] : error}).`);
  }
}
if (jsonServer) {
  // json-server's own routes: _page/_limit pages, q searches every field, PUT replaces by id.
  const jsonServerAt = (db: string): Server => ({
    args: (port) => [jsonServer.bin, join(work, db), "--port", `${port}`, "--host", "127.0.0.1", "--quiet"],
    probe: "http://127.0.0.1:PORT/jobs/1",
    headers: {},
  });
  // Started with 10 jobs for its start-up, as the reference server starts with a few demo jobs.
  await addPeer(
    `json-server ${jsonServer.version}`,
    jsonServerAt("db-small.json"),
    jsonServerAt("db.json"),
    {
      get: getIds.map((id) => ({ method: "GET", path: `/jobs/${id}` })),
      list: [{ method: "GET", path: "/jobs?_page=50&_limit=100" }],
      search: [{ method: "GET", path: "/jobs?q=nurse&_page=50&_limit=100" }],
      post: [{ method: "POST", path: "/jobs", headers: JSON_TYPE, body: create(0) }],
      put: Array.from({ length: 1_000 }, (_, index) => ({
        method: "PUT",
        path: `/jobs/${ids[index]}`,
        headers: JSON_TYPE,
        body: upsert(index),
      })),
      writers: Array.from({ length: 200 }, (_, index) =>
        index % 2 === 0
          ? { method: "POST", path: "/jobs", headers: JSON_TYPE, body: create(index) }
          : { method: "PUT", path: `/jobs/${ids[index]}`, headers: JSON_TYPE, body: upsert(index) },
      ),
    },
    Object.fromEntries(
      ["post", "put", "writers"].map((id) => [id, "rewrites its db.json (10,000 jobs) on every write"]),
    ),
  );
}
if (prism) {
  // Prism answers from the spec's examples: the same requests as the reference server's.
  const prismMock: Server = {
    args: (port) => [
      prism.bin,
      "mock",
      join(ROOT, "spec/openapi.yaml"),
      "--port",
      `${port}`,
      "--host",
      "127.0.0.1",
      "--verboseLevel",
      "silent",
    ],
    probe: "http://127.0.0.1:PORT/api/v1.1/jobs/1",
    headers: KEY,
  };
  const examples = "answers the spec's example: stores, lists and searches nothing";
  await addPeer(`Prism ${prism.version} (mock mode)`, prismMock, prismMock, own, {
    get: examples,
    list: examples,
    search: examples,
    post: examples,
    put: examples,
    writers: examples,
  });
}

type Measure = keyof typeof own;
const MEASURES: Array<{
  id: Measure;
  measure: string;
  baseline: string;
  /**
   * The baseline's URL; none for a write measure, whose naive write server and reference
   * server are its own, each in a process of its own (server-processes.ts), as npm run
   * bench's are.
   */
  url: string | undefined;
  plan: LoadRequest[];
  connections: number;
}> = [
  {
    id: "get",
    measure: "GET /jobs/{id}",
    baseline: "bare node:http ceiling (one fixed job)",
    url: baselineUrls.ceiling,
    plan: own.get,
    connections: CONNECTIONS,
  },
  {
    id: "list",
    measure: "list page 50 of 10,000, 100 a page",
    baseline: "naive header server (URL parsed, 100 headers from a Map, stringified)",
    url: baselineUrls.naiveList,
    plan: own.list,
    connections: CONNECTIONS,
  },
  {
    id: "search",
    measure: "search `q=nurse` (all 10,000 match), page 50",
    baseline: "naive header server (every title tested for the term)",
    url: baselineUrls.naiveList,
    plan: own.search,
    connections: CONNECTIONS,
  },
  {
    id: "post",
    measure: "POST /jobs",
    baseline: "naive write server (parsed, stored in a Map, stringified)",
    url: undefined,
    plan: own.post,
    connections: CONNECTIONS,
  },
  {
    id: "put",
    measure: "PUT (upsert by referenceId, json-server by id)",
    baseline: "naive write server (parsed, stored in a Map, stringified)",
    url: undefined,
    plan: own.put,
    connections: CONNECTIONS,
  },
  {
    id: "writers",
    measure: `p99 of POST and PUT, ${WRITERS} concurrent writers`,
    baseline: "naive write server, same writers",
    url: undefined,
    plan: own.writers,
    connections: WRITERS,
  },
];

const rate = (result: Load) => `${Math.round(result.requestsPerSecond)} req/s, p99 ${result.p99} ms`;
const latency = (result: Load) => `p99 ${result.p99} ms at ${Math.round(result.requestsPerSecond)} req/s`;
const faults = (result: Load) => result.errors + result.non2xx;
const writeRatios: Array<{ measure: string; ratio: number; cpuRatio: number }> = [];

log(
  `HTTP loads (the baseline, then the reference server, alternated ${config.rounds} round(s), then the same for the peers; the median of the rounds' ratios)`,
);
/** The writers' figure: the baseline's p99 over the subject's (1 ms resolution, so 0 counts as 1). */
const p99Ratio = (measured: Load, baseline: Load) => Math.max(1, baseline.p99) / Math.max(1, measured.p99);
/** A peer's load goes where it runs; its CPU, in a process of its own, is not read. */
const peerTarget = (subject: Subject): Target => ({ url: subject.url });

/**
 * Loads `measure` on the targets of `group` (the reference server alone, or the peers)
 * against its baseline; a write measure's servers are started for it, in processes of their
 * own (server-processes.ts) as npm run bench's are, and warmed by a round not counted.
 */
function withTargets<T>(
  group: Subject[],
  measure: (typeof MEASURES)[number],
  use: (baseline: Target, targets: Target[], warmUp: boolean) => Promise<T>,
): Promise<T> {
  const ours = group[0] === subjects[0];
  if (measure.url) {
    return use(inThisProcess(measure.url), ours ? [inThisProcess(reference.url)] : group.map(peerTarget), false);
  }
  return ours
    ? withServerProcesses([NAIVE_WRITE_SERVER, REFERENCE_SERVER], ([naive, ownReference]) =>
        use(naive, [ownReference], true),
      )
    : withServerProcesses([NAIVE_WRITE_SERVER], ([naive]) => use(naive, group.map(peerTarget), true));
}

/**
 * The figures of `group`'s subjects, each measure alternated with its baseline's loads:
 * the median of the rounds' ratios, as {@link alternated} gives it.
 */
async function measureGroup(group: Subject[]): Promise<Array<{ measure: number; subject: number; figure: Figure }>> {
  const measured: Array<{ measure: number; subject: number; figure: Figure }> = [];
  for (const [measureIndex, measure] of MEASURES.entries()) {
    const compared = await withTargets(group, measure, (baselineTarget, targets, warmUp) =>
      alternated(
        () => load(baselineTarget, measure.plan, measure.connections, config.seconds),
        group.map(
          (subject, index) => () =>
            load(targets[index] as Target, subject.plans[measure.id] ?? [], measure.connections, config.seconds),
        ),
        config.rounds,
        measure.id === "writers" ? p99Ratio : throughputRatio,
        { warmUp },
      ),
    );
    const baseline = compared.baseline;
    for (const [index, subject] of group.entries()) {
      const { load: result, ratio: median, cpuRatio: cpuMedian } = compared.subjects[index] as Compared;
      // With no answer at all there is no figure (n/a), rather than a p99 of 0 that would look best.
      const answered = result.requestsPerSecond > 0;
      const ratio = answered ? median : Number.NaN;
      const format = measure.id === "writers" ? latency : rate;
      measured.push({
        measure: measureIndex,
        subject: subjects.indexOf(subject),
        figure: {
          measure: measure.measure,
          subject: subject.name,
          baseline: measure.baseline,
          ratio,
          subjectValue: format(result),
          baselineValue: format(baseline),
          note: [
            answered ? "" : "no answer within the load",
            faults(result) > 0 ? `${faults(result)} errors or non-2xx answers: not comparable` : "",
            subject.notes?.[measure.id] ?? "",
          ]
            .filter(Boolean)
            .join("; "),
        },
      });
      if (subject === subjects[0] && (measure.id === "post" || measure.id === "put")) {
        writeRatios.push({ measure: measure.measure, ratio, cpuRatio: cpuMedian });
      }
      log(`  ${measure.measure}, ${subject.name}: ${format(result)} (${ratio.toFixed(2)} of the baseline)`);
    }
  }
  return measured;
}

// The reference server first, each measure alternated with its baseline alone, as npm run
// bench measures it; then the peers, with baseline loads of their own. Alternated in one
// round with ours, json-server (which goes on rewriting its db.json for seconds after a
// write load) would have taken CPU from whichever load came next.
const measured = [
  ...(await measureGroup(subjects.slice(0, 1))),
  ...(subjects.length > 1 ? await measureGroup(subjects.slice(1)) : []),
];
figures.push(
  ...measured
    .sort((left, right) => left.measure - right.measure || left.subject - right.subject)
    .map(({ figure }) => figure),
);
for (const subject of subjects) {
  await subject.stop?.();
}
ceiling.close();
naiveList.close();
await reference.close();

for (const { subject, ms } of startupFigures) {
  figures.push({
    measure: "start-up to the first answer",
    subject,
    baseline: "bare node:http server started the same way",
    ratio: bareStart.startupMs / ms,
    subjectValue: `${Math.round(ms)} ms`,
    baselineValue: `${Math.round(bareStart.startupMs)} ms`,
  });
}

log("Memory per stored job");
{
  let server: JobsServer | undefined = createJobsServer({ requestLogSize: 0, maxJobsPerEmployer: 2_000_000 });
  const before = heapUsed();
  populate(server, API_KEY, config.memoryJobs);
  const referenceBytes = (heapUsed() - before) / config.memoryJobs;
  server = undefined;
  heapUsed();
  // The naive write server's store: each job's parsed body, with an id, in a Map.
  const naiveStore = new Map<number, unknown>();
  const naiveBefore = heapUsed();
  for (let index = 0; index < config.memoryJobs; index += 1) {
    naiveStore.set(index + 1, { id: index + 1, ...JSON.parse(jobBody(index, API_KEY)) });
  }
  const naiveBytes = (heapUsed() - naiveBefore) / naiveStore.size;
  figures.push({
    measure: `memory per stored job (${config.memoryJobs.toLocaleString("en")} stored, in-process)`,
    subject: "reference server",
    baseline: "naive store (each job's parsed body in a Map)",
    ratio: naiveBytes / referenceBytes,
    subjectValue: `${Math.round(referenceBytes)} bytes`,
    baselineValue: `${Math.round(naiveBytes)} bytes`,
  });
}
missing.push(
  "Memory per job is measured in-process for the reference server only: json-server and Prism run in processes of their own (Prism stores nothing).",
);

log("In-process: the core's fetch and the MSW handlers");
const inProcess = await measureInProcess(config.inProcessSeconds);
for (const [measure, rates, baseline] of [
  ["GET /jobs/{id}, in-process", inProcess.get, "bare MSW handler answering a fixed job"],
  ["POST /jobs, in-process", inProcess.post, "bare MSW handler storing the parsed body in a Map"],
] as const) {
  for (const [subject, value] of [
    ["the core's `fetch`", rates.coreFetch],
    ["the reference server's MSW handlers", rates.handlers],
  ] as const) {
    figures.push({
      measure,
      subject,
      baseline,
      ratio: value / rates.bareHandler,
      subjectValue: `${Math.round(value)} answers/s`,
      baselineValue: `${Math.round(rates.bareHandler)} answers/s`,
    });
  }
}

const version = (path: string) => (JSON.parse(readFileSync(join(ROOT, path), "utf8")) as { version: string }).version;
let commit = "unknown";
try {
  commit = execFileSync("git", ["rev-parse", "--short", "HEAD"], { cwd: ROOT, encoding: "utf8" }).trim();
} catch {
  // Not a git checkout: the versions below still say what ran.
}
const tookSeconds = (performance.now() - started) / 1000;
const figureFlags = [flags.quick ? "--quick" : "", flags["no-peers"] ? "--no-peers" : ""].filter(Boolean);
const cores = cpus();
const report = renderReport({
  date: new Date().toISOString().replace(/\.\d+Z$/, "Z"),
  // The flags that shape the figures; where the report was written (--out) is the writer's business.
  command: `npm run bench:report${figureFlags.length > 0 ? ` -- ${figureFlags.join(" ")}` : ""}`,
  quick: flags.quick,
  tookSeconds,
  fullRunMinutes: fullRunMinutes(MEASURES, 2),
  machine: [
    ["CPU", `${cores.length} × ${cores[0]?.model.trim() ?? "unknown"}`],
    ["memory", `${(totalmem() / 2 ** 30).toFixed(1)} GiB`],
    ["system", `${platform()} ${release()}`],
    ["Node", process.version],
    ["load average (1 min) at start and end", `${loadAtStart[0]?.toFixed(2)}, ${loadavg()[0]?.toFixed(2)}`],
  ],
  versions: [
    ["@jobs-toolkit/mock-server", `${version("mock-server/package.json")} (commit ${commit})`],
    ["json-server", jsonServer?.version ?? "not measured"],
    ["@stoplight/prism-cli", prism?.version ?? "not measured"],
    ["msw", version("node_modules/msw/package.json")],
    ["autocannon (the load generator)", version("node_modules/autocannon/package.json")],
  ],
  method: [
    `HTTP: autocannon in a process of its own, ${CONNECTIONS} connections (${WRITERS} for the writers' p99), ${config.seconds} s a load; for each figure the baseline and then the reference server are loaded in turn, ${config.rounds} round(s), so that both see the same machine load, as \`npm run bench\` does, and after all of those the same again with the baseline and the peers (json-server goes on rewriting its db.json after a write load, which would fall on the next load), and each subject's ratio is the median of its rounds' ratios to the baseline of the same round (the p99s for the writers); a write measure's servers, started for it, first get one round not counted, to compile their HTTP path. The writes are also given per CPU-second of the server's process: on a shared machine that ratio moves far less than requests per second.`,
    `Data: the reference server (started as \`npm run bench\` starts it: a user's defaults, the request log on) and every baseline hold the same ${STORED.toLocaleString("en")} jobs; each write measure has servers of its own, each in a process of its own as a user's server is (a naive write server started empty, the reference server with the same jobs), as \`npm run bench\`'s write measures do: in the report's process their costs moved with what earlier measures had left in its heap; json-server serves them from a db.json (which it rewrites on every write, as it does by default); Prism answers from the examples in spec/openapi.yaml and keeps nothing.`,
    "Baselines (mock-server/bench/baselines.ts) do naively the observable work of each request: the ceiling answers one pre-serialised job to every request; the naive header server parses the URL, filters by `q` and stringifies a page of headers from a Map; the naive write server parses, stores in a Map and stringifies with no validation.",
    "Each subject gets the same requests in its own routes (json-server: `/jobs?_page=&_limit=`, `PUT /jobs/{id}`); errors or non-2xx answers are counted and noted, and such a figure is not comparable.",
    `Start-up: from spawning \`node\` to the first answer to a GET, asked every 5 ms; the median of ${config.startups}; the baseline is a bare node:http server started by \`node -e\`.`,
    `Memory: heap plus array buffers after a full collection, before and after storing ${config.memoryJobs.toLocaleString("en")} jobs, per job.`,
    `In-process: requests made one after another for ${config.inProcessSeconds} s each (after a warm-up), through the core's \`fetch\`, through the reference server's handlers with MSW's \`getResponse\`, and through a bare MSW handler.`,
  ],
  figures,
  writes: writeRatios,
  missing,
  chartFile: CHART_FILE,
});
writeFileSync(join(OUT, "BENCHMARKS.md"), report);
writeFileSync(
  join(OUT, CHART_FILE),
  ratioChart(
    "Ratios to same-run baselines (above 1: better than the baseline)",
    figures.map((figure) => ({
      label: `${figure.measure}, ${figure.subject}`,
      ratio: figure.ratio,
      baseline: figure.baseline,
    })),
  ),
);
rmSync(work, { recursive: true, force: true });
log(`Wrote ${join(OUT, "BENCHMARKS.md")} and ${CHART_FILE} in ${Math.round(tookSeconds)} s.`);
process.exit(0);
