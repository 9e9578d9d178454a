/**
 * The reference data inside jobs and location resolution (`insideJobs`, `locations`): a
 * part learning never saw makes the run inconclusive. Those it saw are proved by comparing
 * answers side by side (`--differential-against`, which compares these members by value),
 * not by a knob's probe, so here they are skipped, never passed.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { skipUnobserved } from "../context.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

const MEMBERS = ["insideJobs", "locations"];

const isOurs = (knob: string) => MEMBERS.some((member) => knob === member || knob.startsWith(`${member}.`));

/** The parts learning writes for each member: one it left out of a member it wrote was never seen. */
const PARTS = {
  insideJobs: ["salaryTypes", "routingTypes", "employers", "amountOnRead", "maxAmount", "otherRoutingField"],
  locations: ["known", "rule", "ambiguousCity", "addedOn"],
} as const;

/** The parts a dialect's `insideJobs` and `locations` leave out, as knob paths; none for a member it leaves out whole. */
function missingParts(dialect: Dialect | undefined): string[] {
  return Object.entries(PARTS).flatMap(([member, parts]) => {
    const written = dialect?.[member as keyof typeof PARTS] as Record<string, unknown> | undefined;
    return written === undefined
      ? []
      : parts.filter((part) => written[part] === undefined).map((part) => `${member}.${part}`);
  });
}

/** One property for both members, unobserved where the dialect's source kept a part of them from view. */
export function referenceInJobsProperty({ session }: PropertyEnvironment): ConformanceProperty<null> {
  const { context } = session;
  const dialect = context.options.dialect;
  // A part learning never saw, listed or not, was never seen answered as the dialect says.
  const unseen = [...new Set([...context.options.unobservedKnobs.filter(isOurs), ...missingParts(dialect)])];
  skipUnobserved(context, unseen, "dialect.reference-in-jobs");
  const named = dialect?.insideJobs !== undefined || dialect?.locations !== undefined;
  return {
    area: "dialect",
    title: "reference data inside jobs is as the dialect says",
    skip:
      unseen.length > 0
        ? undefined
        : named
          ? "the reference data inside jobs is proved by comparing answers side by side: run with --differential-against the fake"
          : "the dialect names no reference data inside jobs, so the target's own is kept",
    unobserved:
      unseen.length > 0 ? `unobserved: the dialect's own source kept ${unseen.join(", ")} from view` : undefined,
    numRuns: 1,
    arbitrary: fc.constant(null),
    async run() {},
  };
}
