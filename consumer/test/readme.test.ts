/**
 * The root README's tour, run as written: `npm start` (on a free port, which the CLI
 * finds through JOBS_BASE_URL), then each command of the tour; the last one's output is
 * the one the README shows, dates aside.
 */
import { type ChildProcessWithoutNullStreams, execFile, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, expect, it } from "vitest";
import { must } from "./support/must.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const README = readFileSync(new URL("README.md", `file://${ROOT}`), "utf8");
const tour = README.slice(README.indexOf("## A tour"));
const commands = must(/```sh\n([\s\S]*?)```/.exec(tour)?.[1], "the tour's sh block")
  .split("\n")
  .map((line) => line.replace(/\s+#.*$/, "").trim())
  .filter(Boolean);
const shown = must(/<!-- tour-output -->\n```\n([\s\S]*?)```/.exec(tour)?.[1], "the tour's output block");

let server: ChildProcessWithoutNullStreams;
let url = "";
let printed = "";
beforeAll(async () => {
  server = spawn("npm", ["start", "--silent", "--", "--port", "0"], { cwd: ROOT, detached: true });
  server.stdout.on("data", (chunk) => {
    printed += chunk;
  });
  url = await new Promise<string>((resolve, reject) => {
    let stdout = "";
    server.stdout.on("data", (chunk) => {
      stdout += chunk;
      const match = /^listening on (http:\/\/\S+)$/m.exec(stdout);
      if (match) {
        resolve(must(match[1], "the listening URL"));
      }
    });
    server.once("exit", (code) => reject(new Error(`npm start exited with ${code}`)));
  });
}, 60_000);
// npm runs the server as its child: stop the whole process group.
afterAll(() => process.kill(-must(server.pid, "the process id of npm start"), "SIGTERM"));

it("tours the demo employer's jobs, ending on the output the README shows", { timeout: 60_000 }, async () => {
  expect(commands).toEqual([
    'curl -H "API-Key: demo-key-1" http://127.0.0.1:4010/api/v1.1/jobs/1',
    "npx jobs-cli --api-key demo-key-1 position-types",
    "npx jobs-cli --api-key demo-key-1 jobs list --status active",
  ]);
  const outputs: string[] = [];
  for (const command of commands) {
    // The server listens on a free port here: the address the README names is replaced by it.
    const { stdout } = await promisify(execFile)("sh", ["-c", command.replaceAll("http://127.0.0.1:4010", url)], {
      cwd: ROOT,
      env: { ...process.env, JOBS_BASE_URL: url, NO_COLOR: "1" },
    });
    outputs.push(stdout);
  }
  expect(JSON.parse(outputs[0] ?? "")).toMatchObject({ id: 1, title: "Registered Nurse, Emergency" });
  const withoutDates = (text: string) => text.replace(/\d{4}-\d{2}-\d{2}/g, "YYYY-MM-DD");
  expect(withoutDates(outputs.at(-1) ?? "")).toBe(withoutDates(shown));
});

it("ends by opening the inspector the server announces, which shows the tour's requests", {
  timeout: 60_000,
}, async () => {
  expect(tour).toContain("open the inspector at <http://127.0.0.1:4010/>");
  expect(tour).toContain(
    "![The inspector: clock and faults, employers, the first employer's jobs, the request log and the outbox](docs/inspector.png)",
  );
  await expect.poll(() => printed).toContain(`inspector on ${url}/, API reference on ${url}/docs`);
  const page = await fetch(`${url}/`);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('<main id="inspector"></main>');
  // What the inspector shows of them, read as it reads it.
  const requests = (await (await fetch(`${url}/__admin/requests`)).json()) as { data: { path: string }[] };
  expect(requests.data.map((request) => request.path)).toContain("/api/v1.1/positiontypes");
});
