import { readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:http";
import { startServer } from "@jobs-toolkit/mock-server/node";
import { parseContract } from "@jobs-toolkit/spec";
import { contractToPact } from "./src/contract/pact.js";
import { contractStates } from "./src/contract/states.js";
const contract = parseContract(readFileSync("/tmp/ct/careers.json", "utf8"));
writeFileSync("/tmp/pact.json", JSON.stringify(contractToPact(contract, { consumer: "careers-site", provider: "jobs-api" }), null, 2));
const running = await startServer({ port: 0, employers: [] });
const states = contractStates(contract, { baseUrl: running.url });
const stateServer = createServer(async (req, res) => {
  const chunks: Buffer[] = []; for await (const c of req) chunks.push(c as Buffer);
  const answer = await states(new Request("http://x/", { method: "POST", body: Buffer.concat(chunks), headers: { "content-type": "application/json" } }));
  const text = await answer.text(); console.error("STATE", Buffer.concat(chunks).toString().slice(0,200), "->", text);
  res.writeHead(answer.status, { "content-type": "application/json" }); res.end(text);
});
await new Promise<void>((r) => stateServer.listen(0, "127.0.0.1", () => r()));
const port = (stateServer.address() as { port: number }).port;
const { default: pact } = await import("/tmp/pacttry/node_modules/@pact-foundation/pact-core/src/index.js" as string);
try {
  const out = await pact.verifyPacts({ providerBaseUrl: running.url, pactUrls: ["/tmp/pact.json"], providerStatesSetupUrl: `http://127.0.0.1:${port}/`, logLevel: "warn", provider: "jobs-api" });
  console.log("VERIFIED", out);
} catch (e) { console.log("FAILED", e); }
stateServer.close(); await running.close();
