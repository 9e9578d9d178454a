/**
 * The dialect area: one property per knob of the dialect document. Each run draws a
 * valid job (so the probes' jobs vary with the seed), observes the knob with the run's
 * own jobs and compares what the target did with the dialect's value. A knob the target
 * makes unobservable, or the dialect's source never saw, is "unobserved": never failed,
 * never passed (the run is inconclusive).
 */
import { missingTemplates, type RefusalClass, refusalsNeverGiven, resolveDialect } from "@jobs-toolkit/spec";
import fc from "fast-check";
import { type JobSpecimen, jobSpecimenArb } from "../arbitraries/job-specimen-arb.js";
import { addSkip, skipUnobserved } from "../context.js";
import type { AnyKnob } from "../dialect/knobs.js";
import { KNOBS } from "../dialect/knobs.js";
import { describeAnswer, isObserved } from "../dialect/observation.js";
import { Probe } from "../dialect/probe.js";
import { referenceInJobsProperty } from "./dialect-reference-in-jobs.js";
import {
  type ConformanceProperty,
  defineProperty,
  type PropertyEnvironment,
  type PropertyFactory,
} from "./property.js";

/** A knob's answer does not depend on the job's content: a tenth of the runs is plenty. */
const RUNS_SHARE = 10;

function knobProperty(knob: AnyKnob, { session, env, numRuns }: PropertyEnvironment): ConformanceProperty<JobSpecimen> {
  const { context } = session;
  const dialect = resolveDialect(context.options.dialect);
  const expected = knob.expected(dialect);
  const skip = (reason: string) =>
    addSkip(context, { area: "dialect", check: knob.path, reason, requirements: [knob.requirement] });
  const neverGiven = refusalsNeverGiven(dialect).includes(knob.path.replace(/^errors\./, "") as RefusalClass);
  const unnamed =
    expected === undefined
      ? `the dialect names no ${knob.path}, so the target's own is kept`
      : neverGiven
        ? `the dialect's deployment never gives the ${knob.path} refusal, so no app meets it`
        : undefined;
  const unseen = context.options.unobservedKnobs.includes(knob.path)
    ? `unobserved: the dialect's own source kept ${knob.path} from view`
    : undefined;
  // A knob the source never saw is unobserved even where the dialect keeps the target's own.
  if (unseen ?? unnamed) {
    skip(unseen ?? (unnamed as string));
  }
  let lastUnobservable = "";
  let compared = 0;
  return {
    area: "dialect",
    title: `${knob.path} is as the dialect says`,
    movesClock: knob.movesClock === true && context.target.clock,
    skip: unseen ? undefined : unnamed,
    unobserved: unseen,
    // The probes' own checks (a create answered as the document says) prove nothing of the knob.
    unproven: () =>
      compared > 0 ? undefined : `unobserved: 0 comparisons${lastUnobservable ? `: ${lastUnobservable}` : ""}`,
    numRuns: Math.max(1, Math.round(numRuns / RUNS_SHARE)),
    // A difference is one of the target's choices, not of the drawn job: nothing to shrink.
    arbitrary: fc.noShrink(jobSpecimenArb(env, false)),
    async run(specimen, namespace) {
      const observation = await knob.observe(new Probe(session, namespace, specimen, dialect));
      if (!isObserved(observation)) {
        lastUnobservable = observation.unobservable;
        skip(`unobservable: ${observation.unobservable}`);
        return;
      }
      const { value, evidence, shown } = observation;
      compared++;
      session.check(
        knob.requirement,
        knob.agrees(expected, value),
        `${knob.path}: the dialect says ${knob.describe(expected)}; the target did ${knob.describe(value)}${shown ? ` (${shown})` : ""}. ${describeAnswer(evidence)}`,
        { kind: "other", exchange: evidence.exchange, expected, actual: value },
      );
    },
  };
}

/**
 * The templates: a class learning never saw makes the run inconclusive. Those it saw are
 * proved by comparing answers side by side (`--differential-against`), not by a knob's
 * probe, so here they are skipped, never passed.
 */
function templatesProperty({ session }: PropertyEnvironment): ConformanceProperty<null> {
  const { context } = session;
  const templates = context.options.dialect?.templates;
  // A class learning never saw, listed or not, was never seen answered as the template says.
  const unseen = [
    ...new Set([
      ...context.options.unobservedKnobs.filter((knob) => knob.startsWith("templates.")),
      ...missingTemplates(context.options.dialect ?? {}),
    ]),
  ];
  const skipped =
    unseen.length > 0
      ? undefined
      : templates === undefined
        ? "the dialect has no templates, so the target's own answers are kept"
        : "templates are proved by comparing answers side by side: run with --differential-against the fake";
  skipUnobserved(context, unseen, "dialect.templates");
  return {
    area: "dialect",
    title: "templates is as the dialect says",
    skip: skipped,
    unobserved:
      unseen.length > 0 ? `unobserved: the dialect's own source kept ${unseen.join(", ")} from view` : undefined,
    numRuns: 1,
    arbitrary: fc.constant(null),
    async run() {},
  };
}

/** The dialect area's properties, one per knob, one for the templates and one for the reference data inside jobs. */
export const DIALECT_PROPERTIES: PropertyFactory[] = [
  ...KNOBS.map((knob) => defineProperty((environment) => knobProperty(knob, environment))),
  defineProperty(templatesProperty),
  defineProperty(referenceInJobsProperty),
];
