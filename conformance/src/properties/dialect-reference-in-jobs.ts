/**
 * The reference data inside jobs and location resolution (`insideJobs`, `locations`): a
 * part learning never saw makes the run inconclusive. Those it saw are proved by comparing
 * answers side by side (`--differential-against`, which compares these members by value),
 * not by a knob's probe, so here they are skipped, never passed.
 */
import fc from "fast-check";
import { addSkip } from "../context.js";
import type { ConformanceProperty, PropertyEnvironment } from "./property.js";

const MEMBERS = ["insideJobs", "locations"];

const isOurs = (knob: string) => MEMBERS.some((member) => knob === member || knob.startsWith(`${member}.`));

/** One property for both members, unobserved where the dialect's source kept a part of them from view. */
export function referenceInJobsProperty({ session }: PropertyEnvironment): ConformanceProperty<null> {
  const { context } = session;
  const dialect = context.options.dialect;
  const unseen = context.options.unobservedKnobs.filter(isOurs);
  for (const knob of unseen) {
    addSkip(context, {
      area: "dialect",
      check: knob,
      reason: `unobserved: the dialect's own source kept ${knob} from view`,
      requirements: ["dialect.reference-in-jobs"],
    });
  }
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
