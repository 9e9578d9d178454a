import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { versionMismatches as mismatches, type ReleaseManifest } from "../../scripts/versions.mjs";

const manifest = (folder: string): ReleaseManifest =>
  JSON.parse(readFileSync(new URL(`../../${folder}/package.json`, import.meta.url), "utf8"));
const FIVE = ["spec", "sdk", "mock-server", "conformance", "cli"].map(manifest);

it("finds the five packages releasable together", () => {
  expect(mismatches(FIVE)).toEqual([]);
});

it("refuses a package at another version, and a sibling dependency at another version", () => {
  const [spec, sdk, mockServer, ...rest] = FIVE as [ReleaseManifest, ReleaseManifest, ReleaseManifest];
  const bumped = { ...sdk, version: "0.2.0" };
  const ranged = { ...mockServer, dependencies: { ...mockServer.dependencies, "@jobs-toolkit/spec": "^0.1.0" } };
  expect(mismatches([spec, bumped, ranged, ...rest])).toEqual([
    "@jobs-toolkit/sdk is 0.2.0, not 0.1.0",
    "@jobs-toolkit/mock-server dependencies @jobs-toolkit/spec@^0.1.0, not 0.1.0",
  ]);
});
