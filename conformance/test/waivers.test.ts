/**
 * Waivers: a requirement a deployment breaks on purpose is still checked and shown with
 * its evidence, does not fail the run, and hides no other broken requirement.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { checkConformance, formatHtml, formatJunit, formatPretty } from "../src/index.js";
import { must } from "../src/must.js";
import { createProgram } from "../src/program.js";
import { BETA_KEYS, createBeta } from "./support/independent/beta.js";
import { FAULTS } from "./support/independent/faults.js";
import { naming, type seedRun, TARGETS } from "./support/independents.js";
import { runSource } from "./support/run-source.js";
import { serveFetch } from "./support/serve-fetch.js";

const SEED = 20_261_124;
const CLOSE_DATE = "create.default.close-date-60-days";
const REASON = "we close jobs a day early, by contract";

const fault = (id: string) =>
  must(
    FAULTS.find((candidate) => candidate.id === id),
    `the fault ${id}`,
  );

/** A seed run against beta with `faults` injected and the closeDate default waived. */
function waivedRun(faults: string[], only: Parameters<typeof seedRun>[1]["only"]) {
  const behaviour = Object.assign({}, ...faults.map((id) => fault(id).inject));
  const server = TARGETS.beta.create({ admin: true, behaviour });
  return checkConformance({
    fetch: (request) => server.fetch(request),
    apiKeys: [...BETA_KEYS],
    seed: SEED,
    numRuns: 10,
    ...(only ? { only: [...only] } : {}),
    waivers: { [CLOSE_DATE]: REASON },
  });
}

it("passes a deployment whose only break is waived, and shows the waiver with its evidence in every report", async () => {
  const report = await waivedRun(["close-date-59-days"], ["defaults", "time"]);
  expect(report.ok, formatPretty(report)).toBe(true);
  const [waiver] = report.waivers;
  expect(waiver).toMatchObject({ id: CLOSE_DATE, reason: REASON, status: "waived" });
  expect(waiver?.evidence?.message).toContain("closeDate");
  expect(report.coverage.requirements.find((requirement) => requirement.id === CLOSE_DATE)?.status).toBe("waived");
  expect(formatPretty(report)).toContain(`${CLOSE_DATE}: waived: ${REASON}`);
  expect(formatPretty(report)).toMatch(/evidence: \[(defaults|time)\] (POST|PUT) \/api\/v1\.1\/jobs answered 201/);
  expect(formatJunit(report)).toMatch(
    new RegExp(
      `classname="jobs-conformance.waivers" name="${CLOSE_DATE}" time="0">\\s*<skipped message="[^"]*waived: ${REASON}`,
    ),
  );
  expect(formatHtml(report)).toContain(`waived: ${REASON}`);
  expect(JSON.parse(JSON.stringify(report)).waivers[0].status).toBe("waived");
}, 120_000);

// Every area's run is measured by npm run bench:hidden -w conformance -- --waived (63 of 63 on beta).
it.each([
  { second: "default-plus-commission-true", only: undefined },
  { second: "no-republish", only: undefined },
  { second: "location-header-relative", only: undefined },
  { second: "foreign-read", only: ["defaults", "tenancy"] as const },
  { second: "span-accepted", only: ["defaults", "rules"] as const },
  { second: "page-off-by-one", only: ["defaults", "paging"] as const },
])(
  "fails a deployment with a second fault ($second) beside the waived one, naming the second fault's requirement",
  async ({ second, only }) => {
    const report = await waivedRun(["close-date-59-days", second], only);
    expect(report.ok).toBe(false);
    expect(naming(report, fault(second).requirement), formatPretty(report)).not.toEqual([]);
    expect(naming(report, CLOSE_DATE)).toEqual([]);
    expect(report.waivers[0]?.status).toBe("waived");
  },
  240_000,
);

it("reports a waiver whose requirement now holds, and one no check reached", async () => {
  const server = createBeta();
  const report = await checkConformance({
    fetch: (request) => server.fetch(request),
    apiKeys: [...BETA_KEYS],
    seed: SEED,
    numRuns: 5,
    only: ["defaults"],
    waivers: { [CLOSE_DATE]: REASON, "list.sort.publish-date-desc": "sorted by id" },
  });
  expect(report.ok).toBe(true);
  expect(report.waivers.map(({ id, status }) => [id, status])).toEqual([
    [CLOSE_DATE, "no-longer-needed"],
    ["list.sort.publish-date-desc", "unexercised"],
  ]);
  const text = formatPretty(report);
  expect(text).toContain(`${CLOSE_DATE}: waiver no longer needed`);
  expect(text).toContain("list.sort.publish-date-desc: waiver never exercised");
}, 120_000);

it("refuses a waiver of an id the catalogue does not know, before sending anything", async () => {
  let sent = 0;
  await expect(
    checkConformance({
      fetch: async () => {
        sent++;
        return new Response(null, { status: 500 });
      },
      apiKeys: ["k"],
      waivers: { "create.default.close-date-61-days": REASON },
    }),
  ).rejects.toThrow(
    /Unknown requirement 'create.default.close-date-61-days'.*did you mean 'create.default.close-date-60-days'/,
  );
  expect(sent).toBe(0);
});

it("exits 2 with a clear message for an unknown waiver id on the command line", async () => {
  const { code, stderr } = await runSource("src/bin.ts", [
    "--base-url",
    "http://127.0.0.1:9",
    "--api-key",
    "k",
    "--waive",
    "no.such.requirement=because",
  ]);
  expect(code).toBe(2);
  expect(stderr).toContain("Unknown requirement 'no.such.requirement' in a waiver");
}, 60_000);

it("takes waivers from --waive and from a YAML or JSON --waivers file, and refuses a malformed one", async () => {
  const dir = mkdtempSync(join(tmpdir(), "waivers-"));
  const yaml = join(dir, "waivers.yaml");
  const json = join(dir, "waivers.json");
  const bad = join(dir, "bad.yaml");
  writeFileSync(yaml, `# deviations we keep on purpose\n${CLOSE_DATE}: ${REASON}\n`);
  writeFileSync(json, JSON.stringify({ "list.sort.publish-date-desc": "sorted by id" }));
  writeFileSync(bad, "- just\n- a list\n");
  const implementation = createBeta({ behaviour: fault("close-date-59-days").inject });
  const server = await serveFetch((request) => implementation.fetch(request));
  const run = (args: string[]) => {
    const out: string[] = [];
    const command = createProgram({ stdout: (t) => out.push(t), stderr: () => {}, isTTY: false });
    command.exitOverride();
    const base = ["node", "jobs-conformance", "--base-url", server.url, "--api-key", BETA_KEYS[0] as string];
    return { done: command.parseAsync([...base, "--seed", "5", "--runs", "3", "--only", "defaults", ...args]), out };
  };
  try {
    const fromYaml = run(["--waivers", yaml, "--reporter", "json"]);
    await fromYaml.done;
    expect(process.exitCode ?? 0).toBe(0);
    expect(JSON.parse(fromYaml.out.join("")).waivers).toMatchObject([{ id: CLOSE_DATE, status: "waived" }]);
    const both = run(["--waivers", json, "--waive", `${CLOSE_DATE}=${REASON}`, "--reporter", "json"]);
    await both.done;
    expect(JSON.parse(both.out.join("")).waivers.map((waiver: { id: string }) => waiver.id)).toEqual([
      "list.sort.publish-date-desc",
      CLOSE_DATE,
    ]);
    await expect(run(["--waivers", bad]).done).rejects.toThrow(/must map requirement ids to reasons/);
    await expect(run(["--waive", CLOSE_DATE]).done).rejects.toThrow(/--waive takes ID=REASON/);
  } finally {
    process.exitCode = undefined;
    await server.close();
  }
}, 120_000);
