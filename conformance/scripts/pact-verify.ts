/**
 * `npm run pact:verify --workspace conformance`: Pact's own verifier (the npm package
 * @pact-foundation/pact-core, with its native library) run against the reference server
 * on the Pact file of the example app's contract, its provider states answered by
 * `contractStates`. The package (some 24 MB, its native library included) is installed on first use into
 * node_modules/.cache/pact-core rather than with every `npm install`.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { parseContract } from "@jobs-toolkit/spec";
import { contractStates, contractToPact } from "../src/index.js";

const ROOT = fileURLToPath(new URL("../../", import.meta.url));
const CACHE = join(ROOT, "node_modules/.cache/pact-core");
// 19 is the last major that runs on Node 20 (20 needs Node 22).
const PACKAGE = "@pact-foundation/pact-core@^19";
const CONTRACT = join(ROOT, "mock-server/examples/contract/careers-site.contract.json");

if (!existsSync(join(CACHE, "node_modules/@pact-foundation/pact-core/package.json"))) {
  process.stderr.write(`Installing @pact-foundation/pact-core into ${CACHE} (once)...\n`);
  mkdirSync(CACHE, { recursive: true });
  execFileSync("npm", ["install", "--prefix", CACHE, "--no-audit", "--no-fund", "--no-save", PACKAGE], {
    stdio: "inherit",
  });
}

const contract = parseContract(readFileSync(CONTRACT, "utf8"), CONTRACT);
const pactFile = join(tmpdir(), "careers-site-jobs-api.pact.json");
const pact = contractToPact(contract, { consumer: "careers-site", provider: "jobs-api" });
writeFileSync(pactFile, JSON.stringify(pact, null, 2));

const provider = await startServer({ port: 0, employers: [] });
const states = contractStates(contract, { baseUrl: provider.url });
const stateServer = createServer(async (request, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) {
    chunks.push(chunk as Buffer);
  }
  const answer = await states(new Request("http://states.local/", { method: "POST", body: Buffer.concat(chunks) }));
  response.writeHead(answer.status, { "content-type": "application/json" }).end(await answer.text());
});
await new Promise<void>((resolve) => stateServer.listen(0, "127.0.0.1", resolve));
const { port } = stateServer.address() as { port: number };

const entry = createRequire(join(CACHE, "package.json")).resolve("@pact-foundation/pact-core");
const { default: pactCore } = (await import(entry)) as {
  default: { verifyPacts(options: Record<string, unknown>): Promise<unknown> };
};
try {
  await pactCore.verifyPacts({
    provider: "jobs-api",
    providerBaseUrl: provider.url,
    pactUrls: [pactFile],
    providerStatesSetupUrl: `http://127.0.0.1:${port}/`,
    logLevel: "warn",
  });
  process.stdout.write(
    `Pact's verifier accepted all ${pact.interactions.length} interactions of ${pactFile} on the reference server.\n`,
  );
} catch (error) {
  process.stderr.write(`Pact's verifier refused ${pactFile}: ${(error as Error).message.slice(0, 4000)}\n`);
  process.exitCode = 1;
} finally {
  stateServer.close();
  await provider.close();
}
