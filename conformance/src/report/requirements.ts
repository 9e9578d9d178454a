/**
 * Coverage per requirement: how often each catalogue entry was checked, whether a check
 * of it failed, and otherwise why it was skipped or cannot be checked at all.
 */
import { CATALOGUE, type RequirementId } from "../catalogue/index.js";
import { inProfile, type RequirementLevel } from "../catalogue/requirement.js";
import type { Skip } from "../context.js";
import type { Area, Profile } from "../options.js";
import type { PropertyResult, RequirementCoverage, RequirementSummary } from "./types.js";

/** What a run knows when it sums up coverage. */
export interface CoverageInput {
  profile: Profile;
  areas: readonly Area[];
  counts: ReadonlyMap<RequirementId, number>;
  properties: readonly PropertyResult[];
  skips: readonly Skip[];
  /** Requirements broken on purpose: never failed, shown waived when a check broke them. */
  waived?: readonly string[];
  minimum?: number | undefined;
}

function skipReason(areas: readonly Area[], input: CoverageInput, id: RequirementId): string {
  const skip = input.skips.find((candidate) => candidate.requirements?.includes(id));
  if (skip) {
    return `${skip.check}: ${skip.reason}`;
  }
  const selected = areas.filter((area) => input.areas.includes(area));
  if (selected.length === 0) {
    return `its areas (${areas.join(", ")}) were not selected`;
  }
  const skipped = input.properties.filter(
    (property) => selected.includes(property.area) && property.status === "skipped",
  );
  if (skipped.length > 0 && skipped.length === input.properties.filter((p) => selected.includes(p.area)).length) {
    return skipped.map((property) => `[${property.area}] ${property.reason ?? "skipped"}`).join("; ");
  }
  const stopped = input.properties.find((property) => selected.includes(property.area) && property.status !== "passed");
  if (stopped) {
    return `[${stopped.area}] ${stopped.status}${stopped.reason ? `: ${stopped.reason}` : ""}`;
  }
  return "no check reached it in this run";
}

/** Why a requirement of a level the profile does not assert was skipped. */
const OUT_OF_PROFILE: Record<RequirementLevel, string> = {
  seed: "a seed-level requirement: checked with --profile seed or reference",
  reference: "a reference-level decision: checked with --profile reference",
  dialect: "a dialect knob: checked with --profile dialect",
};

/** Sums up one run's coverage of the whole catalogue. */
export function summarizeRequirements(input: CoverageInput): RequirementSummary {
  const failures = new Map<RequirementId, number>();
  for (const property of input.properties) {
    for (const { broken } of property.failures ?? []) {
      if (broken) {
        failures.set(broken.id, (failures.get(broken.id) ?? 0) + 1);
      }
    }
  }
  const requirements = CATALOGUE.map((entry): RequirementCoverage => {
    const base = {
      id: entry.id,
      level: entry.level,
      section: entry.section,
      doc: entry.doc,
      says: entry.says,
      checks: input.counts.get(entry.id) ?? 0,
      failures: failures.get(entry.id) ?? 0,
    };
    if (!entry.check.checkable) {
      return { ...base, status: "not-checkable", note: entry.check.why };
    }
    if (base.failures > 0) {
      return { ...base, status: "failed", note: entry.check.how };
    }
    if (base.checks > 0 && input.waived?.includes(entry.id)) {
      return { ...base, status: "waived", note: entry.check.how };
    }
    if (base.checks > 0) {
      return { ...base, status: "checked", note: entry.check.how };
    }
    if (!inProfile(entry.level, input.profile)) {
      return { ...base, status: "skipped", note: OUT_OF_PROFILE[entry.level] };
    }
    return { ...base, status: "skipped", note: skipReason(entry.check.areas, input, entry.id) };
  });
  const counted = requirements.filter(
    (requirement) => requirement.status !== "not-checkable" && inProfile(requirement.level, input.profile),
  );
  const checked = counted.filter((requirement) => requirement.status !== "skipped").length;
  const percent = counted.length === 0 ? 100 : Math.floor((checked / counted.length) * 1000) / 10;
  return {
    requirements,
    checkable: counted.length,
    checked,
    percent,
    ...(input.minimum === undefined ? {} : { minimum: input.minimum }),
  };
}

/** True when the run is below its `--min-coverage`. */
export function belowMinimum(summary: RequirementSummary): boolean {
  return summary.minimum !== undefined && summary.percent < summary.minimum;
}
