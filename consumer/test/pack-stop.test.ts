/**
 * Stopping the run's pack (scripts/packed-once.mjs) stops everything it started: a `npm
 * test` ended by a signal left release-pack's tsup and esbuild processes running.
 */
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { expect, it } from "vitest";
import { startPack } from "../../scripts/packed-once.mjs";

const isRunning = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

it.skipIf(process.platform === "win32")("stops the pack's own children too", { timeout: 30_000 }, async () => {
  const folder = mkdtempSync(join(tmpdir(), "jobs-pack-stop-"));
  const pidFile = join(folder, "child.pid");
  // A stand-in for release-pack.mjs: it starts a long-lived child, as tsup does, and waits.
  const script = join(folder, "pack.mjs");
  writeFileSync(
    script,
    `import { spawn } from "node:child_process";
import { writeFileSync } from "node:fs";
const child = spawn(process.execPath, ["-e", "setInterval(() => {}, 1000)"], { stdio: "ignore" });
writeFileSync(${JSON.stringify(pidFile)}, String(child.pid));
setInterval(() => {}, 1000);
`,
  );
  const stop = startPack(folder, script);
  let pid = 0;
  for (let tries = 0; pid === 0 && tries < 200; tries++) {
    await sleep(50);
    pid = Number.parseInt(readFileOrEmpty(pidFile), 10) || 0;
  }
  expect(isRunning(pid)).toBe(true);
  await stop();
  await expect.poll(() => isRunning(pid), { timeout: 5_000 }).toBe(false);
});

function readFileOrEmpty(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}
