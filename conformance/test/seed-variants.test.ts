import { expect, it } from "vitest";
import { type ConformanceReport, checkConformance, formatPretty } from "../src/index.js";
import { SEED_VARIANTS } from "./support/variants.js";

const SEED = 20_261_128;
/** A base URL with a port, so that a returned URL losing it shows. */
const BASE_URL = "http://jobs.conformance.test:8443";

/** The requirement each fault breaks. */
const BROKEN: Record<string, string> = {
  "sort-by-last-update": "list.sort.publish-date-desc",
  "q-matches-description": "list.q.title-and-reference-id-only",
  "title-limit-in-utf8-bytes": "limits.title.max-256",
  "attributes-denylist": "description.attributes.others-rejected",
  "location-drops-port": "create.response.location",
};

function failedNaming(report: ConformanceReport, requirement: string | undefined) {
  return report.properties.filter(
    (property) => property.status === "failed" && property.failure?.broken?.id === requirement,
  );
}

it.each(SEED_VARIANTS.map((variant) => [variant.name, variant] as const))(
  "the seed profile catches the %s bug and names the requirement it breaks",
  async (name, variant) => {
    const report = await checkConformance({
      fetch: variant.create(),
      baseUrl: BASE_URL,
      apiKeys: ["demo-key-1", "demo-key-2"],
      profile: "seed",
      seed: SEED,
      numRuns: 20,
    });
    expect(report.ok, variant.bug).toBe(false);
    expect(failedNaming(report, BROKEN[name]), formatPretty(report)).not.toEqual([]);
  },
  120_000,
);
