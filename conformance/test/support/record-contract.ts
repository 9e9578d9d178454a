/**
 * The example careers site's contract, recorded as its team would: its ordinary vitest
 * tests (mock-server/examples/contract) run with JOBS_CONTRACT, against the reference
 * server or, with JOBS_DIALECT, a fake of a deployment's learnt dialect.
 */
import { spawn } from "node:child_process";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type Contract, type Dialect, parseContract } from "@jobs-toolkit/spec";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const VITEST = join(ROOT, "node_modules/vitest/vitest.mjs");

/** The example app's test files, relative to the mock-server project. */
const EXAMPLE_TESTS = "examples/contract/";

/** Runs the example's tests with `env` added; its output when it fails. */
function runExampleTests(env: Readonly<Record<string, string>>, args: readonly string[] = []): Promise<string> {
  // The run's own vitest variables would make the child think it is one of its workers.
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith("VITEST")));
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [VITEST, "run", "--project", "mock-server", ...args, EXAMPLE_TESTS], {
      cwd: ROOT,
      env: { ...inherited, ...env, CI: "true" },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += chunk));
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve(output) : reject(new Error(`the example's tests exited ${code}:\n${output}`)),
    );
  });
}

/** The contract the example's tests record, against a fake of `dialect` (the reference server's without one). */
export async function recordExampleContract(dialect?: Dialect): Promise<{ contract: Contract; file: string }> {
  const folder = await mkdtemp(join(tmpdir(), "careers-contract-"));
  const file = join(folder, "careers-site.contract.json");
  const env: Record<string, string> = { JOBS_CONTRACT: file };
  if (dialect) {
    env.JOBS_DIALECT = join(folder, "dialect.json");
    await writeFile(env.JOBS_DIALECT, JSON.stringify(dialect));
  }
  await runExampleTests(env);
  return { contract: parseContract(await readFile(file, "utf8"), file), file };
}
