/**
 * A program type-checked against the packages as `npm install` builds them in the
 * workspace (their `exports`' `types`, without the source condition) finds every
 * declaration they name: strict settings, the library checked too.
 */
import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { expect, it } from "vitest";

const ROOT = resolve(import.meta.dirname, "../..");

const PROGRAM = `import { createJobsServer } from "@jobs-toolkit/mock-server";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { createJobsClient } from "@jobs-toolkit/sdk";
import type { Job } from "@jobs-toolkit/spec";
import { readInputFile } from "@jobs-toolkit/spec/input-file";
import { runCli } from "@jobs-toolkit/cli";

const server = createJobsServer();
const client = createJobsClient({ baseUrl: "http://jobs.test", apiKey: "demo-key-1", fetch: server.fetch });
const job: Job | undefined = undefined;
console.log(client, job, startServer, readInputFile, runCli);
`;

const TSCONFIG = {
  compilerOptions: {
    strict: true,
    module: "nodenext",
    moduleResolution: "nodenext",
    target: "es2022",
    noEmit: true,
    types: ["node"],
    skipLibCheck: false,
  },
  files: ["main.ts"],
};

it("type-checks a strict program against the workspace's built packages", { timeout: 180_000 }, async () => {
  const project = mkdtempSync(join(tmpdir(), "jobs-built-types-"));
  mkdirSync(join(project, "node_modules"));
  // The workspace's own links: each package as npm install left it.
  symlinkSync(join(ROOT, "node_modules/@jobs-toolkit"), join(project, "node_modules/@jobs-toolkit"));
  symlinkSync(join(ROOT, "node_modules/@types"), join(project, "node_modules/@types"));
  writeFileSync(join(project, "package.json"), '{ "type": "module" }\n');
  writeFileSync(join(project, "tsconfig.json"), JSON.stringify(TSCONFIG));
  writeFileSync(join(project, "main.ts"), PROGRAM);
  const output = await new Promise<string>((done) =>
    execFile(join(ROOT, "node_modules/.bin/tsc"), ["-p", project], (error, stdout, stderr) =>
      done(error ? `${stdout}${stderr}` || String(error) : ""),
    ),
  );
  expect(output).toBe("");
});
