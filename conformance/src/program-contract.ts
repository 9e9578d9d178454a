/**
 * `jobs-conformance verify-contract FILE --base-url URL`: replays a contract the test kit
 * recorded against a deployment and reports, per test and exchange, what the application
 * would notice; `--pact FILE` writes the contract as a Pact file as well. Exit codes are
 * the suite's: 0 passed, 1 failed, 2 bad command line, 3 a file not written, 4
 * inconclusive (nothing compared, or transient answers), 5 a set-up problem.
 */
import { readFile, writeFile } from "node:fs/promises";
import { type Contract, ContractError, parseContract } from "@jobs-toolkit/spec";
import { type Command, InvalidArgumentError, Option } from "commander";
import { contractToPact } from "./contract/pact.js";
import { formatContractReport } from "./contract/report.js";
import { type ContractReport, verifyContract } from "./contract/verify.js";
import { type DialectDeps, readDialectFile } from "./program-dialect.js";

/** What the command uses of the program's surroundings. */
type ProgramDeps = DialectDeps & { stdout: (text: string) => void };

const EXIT: Record<ContractReport["verdict"], number> = {
  passed: 0,
  failed: 1,
  inconclusive: 4,
  "set-up problem": 5,
};

interface ContractFlags {
  baseUrl?: string;
  apiKey: string[];
  adminToken?: string;
  namespace: "auto" | "employers" | "keys";
  dialect?: string;
  timeout: number;
  maxResponseBytes: number;
  retries: number;
  rateLimit?: number;
  reporter: "pretty" | "json";
  out?: string;
  pact?: string;
  consumer: string;
  provider: string;
}

async function readContract(file: string): Promise<Contract> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch (error) {
    throw new InvalidArgumentError(`${file} cannot be read: ${(error as Error).message}`);
  }
  try {
    return parseContract(text, file);
  } catch (error) {
    throw new InvalidArgumentError(error instanceof ContractError ? error.message : String(error));
  }
}

/** Writes `text` to `file`; false (and a message) when it cannot. */
async function written(file: string, text: string, what: string, deps: ProgramDeps): Promise<boolean> {
  try {
    await writeFile(file, text);
    return true;
  } catch (error) {
    deps.stderr(`Could not write the ${what} to ${file} (${(error as Error).message}).\n`);
    return false;
  }
}

async function run(file: string, flags: ContractFlags, deps: ProgramDeps): Promise<void> {
  if (!flags.baseUrl) {
    throw new InvalidArgumentError("--base-url is required.");
  }
  const contract = await readContract(file);
  const dialect = flags.dialect ? await readDialectFile(flags.dialect) : undefined;
  if (
    flags.pact &&
    !(await written(flags.pact, `${JSON.stringify(contractToPact(contract, flags), null, 2)}\n`, "Pact file", deps))
  ) {
    process.exitCode = 3;
    return;
  }
  const report = await verifyContract(contract, {
    baseUrl: flags.baseUrl,
    apiKeys: flags.apiKey,
    namespace: flags.namespace,
    timeoutMs: flags.timeout,
    maxResponseBytes: flags.maxResponseBytes,
    retries: flags.retries,
    ...(flags.adminToken ? { adminToken: flags.adminToken } : {}),
    ...(dialect ? { dialect } : {}),
    ...(flags.rateLimit === undefined ? {} : { rateLimit: flags.rateLimit }),
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.signal ? { signal: deps.signal } : {}),
  });
  process.exitCode = EXIT[report.verdict];
  const text = flags.reporter === "json" ? `${JSON.stringify(report, null, 2)}\n` : formatContractReport(report);
  if (!flags.out) {
    deps.stdout(text);
  } else if (await written(flags.out, text, "report", deps)) {
    deps.stdout(
      `${report.verdict.toUpperCase()}: ${report.compared} exchanges compared; report written to ${flags.out}\n`,
    );
  } else {
    process.exitCode = 3;
  }
}

/** Adds `verify-contract` to the program, with the run options it shares with the checks. */
export function addVerifyContract(
  program: Command,
  deps: ProgramDeps,
  shared: {
    integer: (name: string, min: number) => (value: string) => number;
    rateLimit: (value: string) => number;
    maxResponseBytes: number;
  },
): void {
  program
    .command("verify-contract")
    .description("Replay a contract the test kit recorded against a deployment, and list what the app would notice.")
    .argument("<file>", "the contract file (JOBS_CONTRACT of the test kit)")
    .option("--base-url <url>", "root URL of the deployment")
    .option(
      "--api-key <key>",
      "an API key of a test employer, used where the deployment makes no employer per test; repeat for tests that use several",
      (v, all: string[]) => [...all, v],
      [],
    )
    .option("--admin-token <token>", "Admin-Token for the reference server's /__admin controls")
    .addOption(
      new Option(
        "--namespace <kind>",
        "employers: one made per test through /__admin/employers; keys: the --api-key employers",
      )
        .choices(["auto", "employers", "keys"])
        .default("auto"),
    )
    .option("--dialect <file>", "the deployment's dialect, whose reference data stand in for the recorded ids")
    .option(
      "--timeout <ms>",
      "longest wait for one response, its body included",
      shared.integer("--timeout", 1),
      10_000,
    )
    .option(
      "--max-response-bytes <n>",
      "most bytes of one response read; a larger one stops the run",
      shared.integer("--max-response-bytes", 1),
      shared.maxResponseBytes,
    )
    .option("--retries <n>", "retries of one request after a transient answer", shared.integer("--retries", 0), 6)
    .option("--rate-limit <rate>", "most requests a second, e.g. 50/s", shared.rateLimit)
    .addOption(new Option("--reporter <reporter>", "report format").choices(["pretty", "json"]).default("pretty"))
    .option("--out <file>", "write the report to a file instead of stdout")
    .option("--pact <file>", "also write the contract as a Pact file (specification v4)")
    .option("--consumer <name>", "the Pact file's consumer name", "app")
    .option("--provider <name>", "the Pact file's provider name", "jobs-api")
    .action((file: string, flags: ContractFlags) => run(file, flags, deps));
}
