import { spawnSync } from "node:child_process";
import { ALPHA_KEYS, createAlpha } from "./test/support/independent/alpha.js";
import { BETA_KEYS, createBeta } from "./test/support/independent/beta.js";
import { serveFetch } from "./test/support/serve-fetch.js";
import { spawn } from "node:child_process";
function run(args: string[]): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ["--conditions=@jobs-toolkit/source", "--import", "tsx", "src/bin.ts", ...args], { stdio: ["ignore", "pipe", "pipe"] });
    let output = ""; child.stdout.on("data", (c) => (output += c)); child.stderr.on("data", (c) => (output += c));
    child.on("close", (code) => resolve({ code, output }));
  });
}
for (const [name, keys, create] of [["alpha", ALPHA_KEYS, createAlpha], ["beta", BETA_KEYS, createBeta]] as const) {
  const impl = (create as () => { fetch(r: Request): Promise<Response> })();
  const server = await serveFetch((r) => impl.fetch(r));
  let pass = 0; const t0 = Date.now();
  for (let seed = 500; seed < 520; seed++) {
    const { code, output } = await run(["--profile", "seed", "--base-url", server.url, "--api-key", keys[0], "--api-key", keys[1], "--seed", String(seed)]);
    if (code === 0) pass++; else console.log(name, seed, output.slice(-1500));
  }
  console.log(name, `${pass}/20 passed`, `${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await server.close();
}
