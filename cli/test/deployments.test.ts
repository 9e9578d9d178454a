// The CLI against deployments it has never seen: independent implementations of the API,
// each answering in its own envelopes, statuses and place names. Reading their reference
// data never crashes, and sync says what it did and is idempotent on every one of them.
import { readFileSync, rmSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DEPLOYMENTS, jobFolder, startDeployment } from "./support/deployments.js";

const JOBS = 3;

describe.each(DEPLOYMENTS)("against $name", (deployment) => {
  it("lists the position types in whatever envelope it serves them", async () => {
    const { run } = startDeployment(deployment);
    const { code, stdout, stderr } = await run(["position-types", "--output", "tsv"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain(`${deployment.job.positionType}\t`);
  });

  it("lists the categories where its dialect says they are, in any envelope", async () => {
    const { run, dialectFile } = startDeployment(deployment);
    const { code, stdout, stderr } = await run(["categories", "--output", "tsv", "--dialect", dialectFile()]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    expect(stdout).toContain(`${deployment.job.categories[0]}\t`);
  });

  it("shows a refusal in the server's words, and the field it names as a JSON Pointer", async () => {
    const { run, writes } = startDeployment(deployment);
    const dir = jobFolder(deployment, 1);
    try {
      const file = readFileSync(join(dir, "job-1.yaml"), "utf8").replace(
        /categories: \[.*\]/,
        "categories: [{ id: 999999 }]",
      );
      const { code, stderr } = await run(["jobs", "create", "--input", "-"], { stdin: file });
      expect(code).toBe(1);
      expect(stderr).toMatch(/^error: 4\d\d [^\n]*\n(?: {2}[^\n]*\n)*$/);
      expect(stderr).toContain("999999");
      if (deployment.namesFields) {
        expect(stderr).toMatch(/\n {2}\/categories\/0\/id: [^\n]*999999/);
      }
      expect(writes).toEqual(["POST /api/v1.1/jobs"]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("syncs new jobs as created, then finds them unchanged and sends no write", async () => {
    const { run, writes } = startDeployment(deployment);
    const dir = jobFolder(deployment, JOBS);
    try {
      const first = await run(["jobs", "sync", dir]);
      expect(first.stderr).toBe("");
      expect(first.stdout.split("\n").at(-2)).toBe(`${JOBS} created, 0 updated, 0 unchanged, 0 archived, 0 failed`);
      writes.length = 0;
      const second = await run(["jobs", "sync", dir, "--json"]);
      const report = JSON.parse(second.stdout);
      expect(report.results.filter((result: { action: string }) => result.action !== "unchanged")).toEqual([]);
      expect(report.summary).toEqual({ created: 0, updated: 0, unchanged: JOBS, archived: 0, failed: 0 });
      expect(writes).toEqual([]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

it.each(DEPLOYMENTS.filter((deployment) => deployment.servesLocations))(
  "finds places in the location collection of $name, paged or not",
  async (deployment) => {
    const { run } = startDeployment(deployment);
    const city = deployment.job.location.split(",")[0] ?? "";
    const { code, stdout, stderr } = await run(["locations", "--q", city.slice(0, 4), "--all", "--output", "ndjson"]);
    expect({ code, stderr }).toEqual({ code: 0, stderr: "" });
    const places = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    const names = places.map((place: { name: string }) => place.name.toLowerCase());
    expect(names).toContainEqual(expect.stringContaining(city.toLowerCase()));
  },
);
