// The package as packed: the tarball of the run's one pack (scripts/packed-once.mjs),
// unpacked into a scratch directory, then measured and used by an integrator's strict
// TypeScript project through its ESM and CJS entries. publint and attw check the same
// tarball, with the other four packages, in consumer/test/packed.test.ts.
import { execFile } from "node:child_process";
import { copyFile, mkdir, readFile, rm, symlink, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { afterAll, beforeAll, expect, it } from "vitest";
import { packedTarballs } from "../../scripts/packed-once.mjs";
import { BUDGET_GZIP_BYTES, formatSizeReport, measureBundle } from "../scripts/size.js";

const SDK_DIR = new URL("../", import.meta.url);
const BIN = new URL("../../node_modules/.bin/", import.meta.url);
const SCRATCH = new URL(".tsbuild/package-check/", SDK_DIR);
const PACKAGE = new URL("package/", SCRATCH);
const CONSUMER = new URL("consumer/", SCRATCH);
const TIMEOUT = 120_000;
/** The run's one pack may still be under way when this file starts. */
const PACK_WAIT = 300_000;

interface Run {
  code: number;
  stdout: string;
  /** stdout and stderr, for failure messages. */
  output: string;
}

/** A tool of the root node_modules/.bin. */
const bin = (tool: string) => fileURLToPath(new URL(tool, BIN));

/** Runs a program and collects its output; never throws. */
function run(file: string, args: string[], cwd: URL, env: Record<string, string> = {}): Promise<Run> {
  return new Promise((resolve) => {
    const options = { cwd: fileURLToPath(cwd), env: { ...process.env, NO_COLOR: "1", ...env }, timeout: TIMEOUT };
    execFile(file, args, options, (error, stdout, stderr) => {
      const code = error ? (typeof error.code === "number" ? error.code : 1) : 0;
      resolve({ code, stdout, output: `${stdout}${stderr}` });
    });
  });
}

// An integrator's strict project; like `tsc --init`, it skips checking library declarations.
const QUICKSTART_TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    lib: ["es2022", "dom"],
    types: ["node"],
    noEmit: true,
    skipLibCheck: true,
  },
  files: ["quickstart.ts"],
};

// A CommonJS file that checks the SDK's own declarations (.d.cts) too. Without
// @types/node, whose declarations take seconds to check and are not ours.
const DECLARATIONS_TSCONFIG = {
  compilerOptions: {
    ...QUICKSTART_TSCONFIG.compilerOptions,
    types: [],
    skipLibCheck: false,
    skipDefaultLibCheck: true,
  },
  files: ["require-check.cts"],
};

const REQUIRE_CHECK = `import { createJobsClient, NotFoundError, type Job, type JobHeader } from "@jobs-toolkit/sdk";
const client = createJobsClient({ baseUrl: "http://127.0.0.1:4010", apiKey: "demo-key-1" });
export const job: Promise<Job> = client.jobs.get(1).catch((error: unknown) => {
  const status: 404 | undefined = error instanceof NotFoundError ? error.status : undefined;
  throw new Error(String(status));
});
export const headers: AsyncGenerator<JobHeader, void, undefined> = client.jobs.listAll({ status: "active" });
`;

beforeAll(async () => {
  await rm(SCRATCH, { recursive: true, force: true });
  await mkdir(new URL("node_modules/@jobs-toolkit/", CONSUMER), { recursive: true });
  // An npm tarball holds the package under package/.
  const { sdk } = await packedTarballs();
  const unpacked = await run("tar", ["-xzf", sdk ?? "the SDK's tarball", "-C", fileURLToPath(SCRATCH)], SCRATCH);
  expect(unpacked.code, unpacked.output).toBe(0);
  await symlink(fileURLToPath(PACKAGE), fileURLToPath(new URL("node_modules/@jobs-toolkit/sdk", CONSUMER)), "dir");
  await writeFile(new URL("package.json", CONSUMER), '{ "private": true, "type": "module" }\n');
  await writeFile(new URL("tsconfig.json", CONSUMER), JSON.stringify(QUICKSTART_TSCONFIG, null, 2));
  await writeFile(new URL("tsconfig.declarations.json", CONSUMER), JSON.stringify(DECLARATIONS_TSCONFIG, null, 2));
  await copyFile(new URL("examples/quickstart.ts", SDK_DIR), new URL("quickstart.ts", CONSUMER));
  await writeFile(new URL("require-check.cts", CONSUMER), REQUIRE_CHECK);
}, PACK_WAIT + TIMEOUT);

afterAll(() => rm(SCRATCH, { recursive: true, force: true }));

it("stays under 10 KB minified and gzipped with openapi-fetch bundled", async () => {
  const report = await measureBundle(fileURLToPath(new URL("dist/index.js", PACKAGE)));
  // biome-ignore lint/suspicious/noConsole: issue 4 asks npm test to print the size figure.
  console.info(formatSizeReport(report));
  expect(report.withDependencies.gzipped).toBeLessThan(BUDGET_GZIP_BYTES);
});

it("ships no any in its declarations and no runtime import but openapi-fetch", async () => {
  for (const file of ["index.d.ts", "index.d.cts"]) {
    const declarations = await readFile(new URL(`dist/${file}`, PACKAGE), "utf8");
    const code = declarations.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\/\/.*$/gm, "");
    // String literal types may hold the word ("any-case" is a dialect's status filter).
    expect(code.replace(/"(?:[^"\\\n]|\\.)*"/g, '""')).not.toMatch(/\bany\b/);
    expect([...code.matchAll(/from '([^']+)'/g)].map((match) => match[1])).toEqual(["openapi-fetch"]);
  }
  const esm = await readFile(new URL("dist/index.js", PACKAGE), "utf8");
  expect([...esm.matchAll(/^import .* from "([^"]+)";$/gm)].map((match) => match[1])).toEqual(["openapi-fetch"]);
  const cjs = await readFile(new URL("dist/index.cjs", PACKAGE), "utf8");
  expect([...cjs.matchAll(/require\("([^"]+)"\)/g)].map((match) => match[1])).toEqual(["openapi-fetch"]);
});

it("compiles an integrator's quickstart against the built package in strict mode", { timeout: TIMEOUT }, async () => {
  const { code, output } = await run(bin("tsc"), ["-p", "tsconfig.json"], CONSUMER);
  expect(code, output).toBe(0);
});

it("type-checks its CommonJS declarations from a strict CommonJS file", { timeout: TIMEOUT }, async () => {
  const { code, output } = await run(bin("tsc"), ["-p", "tsconfig.declarations.json"], CONSUMER);
  expect(code, output).toBe(0);
});

it("runs the quickstart through the built ESM entry, and the CJS entry through require", {
  timeout: TIMEOUT,
}, async () => {
  const server = await startServer({ port: 0 });
  try {
    const quickstart = await run(bin("tsx"), ["quickstart.ts"], CONSUMER, { JOBS_API_URL: server.url });
    expect(quickstart.code, quickstart.output).toBe(0);
    expect(quickstart.output).toMatch(/^created job 1 as draft\ncreated job 2 \(REQ-2026-001\)\n/);
    expect(quickstart.output).toContain("page 2 of 2: Registered Nurse\narchived both jobs\ndeleted both jobs\n");
    const script = `require("@jobs-toolkit/sdk").createJobsClient({ baseUrl: "${server.url}", apiKey: "demo-key-1" })
      .positionTypes.list().then((list) => console.log(list.data.length));`;
    const required = await run(process.execPath, ["--eval", script], CONSUMER);
    expect(required.output.trim()).toBe("7");
  } finally {
    await server.close();
  }
});
