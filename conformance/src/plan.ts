/**
 * The dry run: what a run would do, with nothing sent.
 */
import type { Waiver } from "./catalogue/waivers.js";
import type { ResolvedOptions } from "./options.js";
import { summarizeRequirements } from "./report/requirements.js";
import type { ConformanceReport } from "./report/types.js";

const AREA_TEXT: Record<string, string> = {
  model:
    "random command sequences checked against the model (create, upsert, get, update, archive, re-publish, delete, list, follow next; tenancy with two keys)",
  rules: "every job rule broken alone on create, update and upsert; referenceId clashes; moves back to draft",
  requests: "malformed JSON, wrong Content-Type, oversized bodies, bad ids, unknown paths and methods",
  auth: "every operation without a key and with an unknown key",
  query: "list parameters outside their rules (reference profile)",
  paging: "every page by number and along next links",
  tenancy: "a second employer's reads, writes, lists and referenceIds (needs two keys)",
  "round-trip": "a GET result posted back creates an equal job",
  defaults: "defaults of a minimal job",
  decimals: "salary amounts written with four decimals, stored exactly",
  override: "X-HTTP-Method-Override",
  collections: "position types, job categories, and the paged, filtered location collection",
  time: "closeDate default and auto-refresh steps (only if GET /__admin/clock answers 200)",
  dialect: "each knob of the dialect document observed with the run's own jobs and compared with the dialect",
};

/** A report that only describes the plan. */
export function planReport(options: ResolvedOptions, waivers: readonly Waiver[]): ConformanceReport {
  return {
    ok: true,
    inconclusive: false,
    setup: [],
    transient: { retries: 0, gaveUp: 0, unknownOutcomes: 0 },
    seed: options.seed,
    profile: options.profile,
    baseUrl: options.baseUrl,
    prefix: options.prefix,
    numRuns: options.numRuns,
    dryRun: true,
    keyCount: options.apiKeys.length,
    properties: options.areas.map((area) => ({
      area,
      title: AREA_TEXT[area] ?? area,
      status: "skipped",
      numRuns: options.numRuns,
      runs: 0,
      shrinkRuns: 0,
      checks: 0,
      durationMs: 0,
      reason: area === "tenancy" && options.apiKeys.length < 2 ? "needs a second API key" : "dry run",
    })),
    // Nothing is sent, so nothing exercises them.
    waivers: waivers.map(({ id, reason }) => ({ id, reason, status: "unexercised", checks: 0 })),
    skipped: [],
    notes: [
      `Every created job's title and referenceId start with '${options.prefix}'; lists are scoped with q=${options.prefix}...; all is deleted at the end.`,
      `At most ${options.concurrency} requests in flight; ${options.maxRequests > 0 ? `at most ${options.maxRequests} requests` : "no request budget"}; ${options.timeoutMs} ms and ${options.maxResponseBytes} bytes per response.`,
    ],
    coverage: {
      operations: [],
      ...summarizeRequirements({
        profile: options.profile,
        areas: options.areas,
        counts: new Map(),
        properties: [],
        skips: [],
        minimum: options.minCoverage,
      }),
    },
    checks: 0,
    requests: 0,
    durationMs: 0,
    cleanup: { deleted: 0, left: [], errors: [] },
  };
}
