/**
 * The root README's "Prove your app's calls on your deployment", run as written: the
 * example app's tests record a contract, `jobs-mock-server` starts (on a free port here,
 * the address the README names replaced by it), and `jobs-conformance verify-contract`
 * passes on it and writes the Pact file. The files the commands name go to a scratch folder.
 */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, expect, it } from "vitest";
import { must } from "./support/must.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const README = readFileSync(new URL("README.md", `file://${ROOT}`), "utf8");
const section = README.slice(README.indexOf("## Prove your app's calls on your deployment"));
const commands = must(/<!-- contract-commands -->\n```sh\n([\s\S]*?)```/.exec(section)?.[1], "the section's sh block")
  .replaceAll("\\\n", " ")
  .split("\n")
  .map((line) => line.trim().replace(/\s+/g, " "))
  .filter(Boolean);
const scratch = mkdtempSync(join(tmpdir(), "readme-contract-"));

let server: ChildProcessWithoutNullStreams | undefined;
let serverUrl: string | undefined;

/**
 * Ends npx and the server it started, as a group: a signal to npx alone left the server
 * running after the suite, listening until the machine stopped.
 */
afterAll(async () => {
  const pid = server?.pid;
  if (pid === undefined) {
    return;
  }
  try {
    process.kill(-pid, "SIGTERM");
  } catch {
    // The group has ended already.
  }
  for (let waited = 0; serverUrl !== undefined && (await answers(serverUrl)); waited += 100) {
    if (waited >= 10_000) {
      throw new Error(`jobs-mock-server at ${serverUrl} still answers after the suite stopped it`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

const answers = (url: string) =>
  fetch(url).then(
    () => true,
    () => false,
  );

/** The port the server listens on, from its first line. */
function startMockServer(command: string): Promise<string> {
  const [bin, ...args] = command.replace(/ &$/, "").replace("--port 4010", "--port 0").split(" ").slice(1);
  server = spawn("npx", [must(bin, "the server's bin"), ...args], { cwd: ROOT, detached: true });
  return new Promise((resolve, reject) => {
    let stdout = "";
    server?.stdout.on("data", (chunk) => {
      stdout += chunk;
      const match = /listening on (http:\/\/\S+)/.exec(stdout);
      if (match) {
        serverUrl = must(match[1], "the listening URL");
        resolve(serverUrl);
      }
    });
    server?.once("exit", (code) => reject(new Error(`jobs-mock-server exited with ${code}`)));
  });
}

it("records the example app's contract and verifies it on jobs-mock-server, writing the Pact file", {
  timeout: 240_000,
}, async () => {
  expect(commands).toEqual([
    "JOBS_CONTRACT=careers-site.contract.json npx vitest run --project mock-server examples/contract/",
    "npx jobs-mock-server --port 4010 &",
    "npx jobs-conformance verify-contract careers-site.contract.json --base-url http://127.0.0.1:4010 --pact careers-site.pact.json --consumer careers-site --provider jobs-api",
  ]);
  const [record, start, verify] = commands as [string, string, string];
  const inScratch = (command: string) => command.replaceAll("careers-site.", `${scratch}/careers-site.`);
  const environment = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  await promisify(execFile)("sh", ["-c", inScratch(record)], { cwd: ROOT, env: { ...environment, CI: "true" } });
  const url = await startMockServer(start);
  const { stdout } = await promisify(execFile)("sh", ["-c", inScratch(verify).replace("http://127.0.0.1:4010", url)], {
    cwd: ROOT,
  });

  expect(stdout).toContain("5 tests, 5 passed, 0 failed, 0 inconclusive");
  expect(stdout).toMatch(/^PASSED\.$/m);
  const pact = JSON.parse(readFileSync(join(scratch, "careers-site.pact.json"), "utf8"));
  expect(pact.consumer.name).toBe("careers-site");
  expect(pact.metadata.pactSpecification.version).toBe("4.0");
});
