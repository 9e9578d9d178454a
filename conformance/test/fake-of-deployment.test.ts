/**
 * The root README's "Test against a fake of your own deployment", run as written and as a
 * user's shell would: the jobs-conformance bin learns the dialect of a deployment (alpha,
 * served over HTTP), the real jobs-mock-server bin starts with `--dialect`, and
 * `--profile dialect` passes against both. Only the hosts and the file's folder differ.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkDialect } from "@jobs-toolkit/spec/dialect";
import { afterAll, expect, it } from "vitest";
import { sourceBundle } from "../../scripts/source-bundle.mjs";
import { must } from "../src/must.js";
import { ALPHA_KEYS, createAlpha } from "./support/independent/alpha.js";
import { runSource } from "./support/run-source.js";
import { serveFetch } from "./support/serve-fetch.js";

const README = readFileSync(new URL("../../README.md", import.meta.url), "utf8");
const section = README.slice(README.indexOf("## Test against a fake of your own deployment"));
const commands = must(/```sh\n([\s\S]*?)```/.exec(section)?.[1], "the section's sh block")
  .replaceAll("\\\n", " ")
  .split("\n")
  .filter((line) => line.trim() !== "");

const directory = mkdtempSync(join(tmpdir(), "fake-of-deployment-"));
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) {
    child.kill("SIGTERM");
  }
  rmSync(directory, { recursive: true, force: true });
});

/** The words of a command line, quotes removed and variables replaced; files go to the scratch folder. */
function words(line: string, variables: Record<string, string>): string[] {
  return (line.match(/"[^"]*"|\S+/g) ?? [])
    .map((word) => word.replace(/^"(.*)"$/, "$1").replace(/\$(\w+)/g, (_, name: string) => variables[name] ?? ""))
    .map((word) => (word.endsWith(".json") ? join(directory, word) : word));
}

/** Starts jobs-mock-server from its source on a free port and resolves with its URL. */
async function startServer(args: string[]): Promise<string> {
  const argv = args.map((arg, index) => (args[index - 1] === "--port" ? "0" : arg));
  const bin = await sourceBundle("mock-server/src/node/main.ts");
  const child = spawn(process.execPath, [bin, ...argv], { cwd: join(import.meta.dirname, "..") });
  children.push(child);
  return new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      const url = /^listening on (http:\/\/\S+)$/m.exec(out)?.[1];
      if (url) {
        resolve(url);
      }
    });
    child.once("exit", (code) => reject(new Error(`jobs-mock-server exited with ${code}`)));
  });
}

it("learns a deployment's dialect, starts the fake with it, and proves it against both", {
  timeout: 120_000,
}, async () => {
  expect(commands.map((line) => line.split(" --")[0])).toEqual([
    "npx jobs-conformance",
    "npx jobs-mock-server",
    "npx jobs-conformance",
    "npx jobs-conformance",
  ]);
  const alpha = createAlpha();
  const deployment = await serveFetch((request) => alpha.fetch(request));
  const variables = { JOBS_API_KEY: ALPHA_KEYS[0], JOBS_API_KEY_2: ALPHA_KEYS[1] };
  let fake = "";
  try {
    for (const line of commands) {
      const hosts = (word: string) =>
        word.replace("https://jobs.example.org", deployment.url).replace("http://127.0.0.1:4010", fake);
      const [, program, ...args] = words(line.replace(/\s*&$/, ""), variables).map(hosts);
      if (program === "jobs-mock-server") {
        fake = await startServer(args);
        continue;
      }
      const { code, stdout, stderr } = await runSource("src/bin.ts", args);
      // Alpha never gives two jobs one publishDate, and serves no /__admin to show its plans
      // and auto-refresh weeks on: learning says those went unobserved (exit code 6), and each
      // proof agrees on every other knob but is inconclusive (4); the refusal of a plan, which
      // alpha never gives, is skipped with two others.
      const learning = args.includes("--write-dialect");
      expect(code, `${line}\n${stdout}${stderr}`).toBe(learning ? 6 : 4);
      expect(learning ? stderr : stdout).toMatch(
        learning ? /Unobserved: paging\.ties/ : /\d+ passed, 0 failed, 3 skipped, 3 unobserved/,
      );
    }
    const learnt = JSON.parse(readFileSync(join(directory, "my-deployment.json"), "utf8"));
    expect(await checkDialect(learnt)).toEqual([]);
    expect(learnt.upsert).toEqual({ createStatus: 200, createLocation: false });
    expect(learnt.unobserved).toEqual(["paging.ties", "plans", "autoRefresh"]);
  } finally {
    await deployment.close();
  }
});
