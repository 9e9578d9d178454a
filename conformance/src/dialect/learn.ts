/**
 * Learns a target's dialect: every knob observed with jobs of the run (created under the
 * run's prefix and deleted again), written into a dialect document that names only what
 * was observed, and checked against the dialect schema before anyone reads it.
 */
import {
  CATEGORY_PATHS,
  type Dialect,
  POSITION_TYPES_PATH,
  type RefusalName,
  refusalsNeverGiven,
} from "@jobs-toolkit/spec";
import { type ArbitraryEnvironment, jobSpecimenArb } from "../arbitraries/job-specimen-arb.js";
import { sampleOne } from "../arbitraries/sample-one.js";
import type { RunContext } from "../context.js";
import { isConformanceFailure } from "../failure.js";
import { Session } from "../session.js";
import { admissibleDialect, type UnobservedKnob } from "./admissible.js";
import { KNOBS, recordKnob } from "./knobs.js";
import { observeObservables } from "./learn-observables.js";
import { isObserved, type Observation } from "./observation.js";
import { observeAcceptance } from "./observe-acceptance.js";
import { observeReferenceInJobs, readPlacesFirst } from "./observe-reference-in-jobs.js";
import { Probe } from "./probe.js";
import { observeTemplates } from "./templates/learn-templates.js";
import { learnWords, observeRuleWords } from "./templates/learn-words.js";
import {
  type BrokenRule,
  jobWordProbes,
  queryWordProbes,
  referenceIdWordProbes,
  statusMoveWordProbes,
} from "./templates/word-probes.js";

export type { UnobservedKnob } from "./admissible.js";

/** A dialect learnt from a target. */
export interface LearntDialect {
  /** The dialect document: every observed knob, and nothing else. */
  document: Dialect;
  /** The knobs left out, each with the reason. */
  unobservable: UnobservedKnob[];
}

/** The knobs of how dates are written, which a job and a page template write as they saw them. */
const DATE_FORMS = ["dates.publishDate", "dates.closeDate", "dates.fraction", "dates.closeDateTime", "dates.dayZone"];

/**
 * Observes every knob. The observations judge nothing, so they go through a seed-level
 * session whatever the run's profile: a reference run does not hold them to the
 * reference server's own choices.
 */
export async function observeDialect(
  context: RunContext,
  env: ArbitraryEnvironment,
  nextNamespace: () => string,
  rules: readonly BrokenRule[],
): Promise<LearntDialect> {
  const session = new Session({ ...context, options: { ...context.options, profile: "seed" } }, "dialect");
  const specimen = sampleOne(jobSpecimenArb(env, false), context.options.seed);
  const name = new URL(context.options.baseUrl).host;
  const document: Dialect = { name };
  const unobservable: UnobservedKnob[] = [];
  const observations = new Map<string, Observation<unknown>>();
  // Before any job of learning adds a place: the fake starts from the places the deployment held.
  const places = await readPlacesFirst(new Probe(session, nextNamespace(), specimen));
  unobservable.push(
    ...(await observeObservables(
      document,
      () => new Probe(session, nextNamespace(), specimen),
      () => session.cleanup(),
      observations,
    )),
  );
  for (const knob of KNOBS) {
    try {
      const observation = await knob.observe(new Probe(session, nextNamespace(), specimen));
      observations.set(knob.path, observation);
      if (isObserved(observation)) {
        recordKnob(document, knob.path, knob.recorded(observation.value));
      } else {
        unobservable.push({ knob: knob.path, reason: observation.unobservable });
      }
    } catch (error) {
      // An answer that breaks the published interface leaves the knob unknown.
      if (!isConformanceFailure(error)) {
        throw error;
      }
      unobservable.push({ knob: knob.path, reason: error.message });
    } finally {
      await session.cleanup();
    }
  }
  const learnt = await observeAcceptance(new Probe(session, nextNamespace(), specimen), {
    validation: document.errors?.validation?.status,
    badQuery: document.errors?.badQuery?.status,
  }).finally(() => session.cleanup());
  if (Object.keys(learnt.acceptance).length > 0) {
    document.acceptance = learnt.acceptance;
  }
  unobservable.push(...learnt.unobserved);
  const templates = await observeTemplates(
    new Probe(session, nextNamespace(), specimen),
    new URL(context.options.baseUrl).origin,
    {
      categories: document.referenceData?.categories?.path ?? CATEGORY_PATHS[0],
      positionTypes: document.referenceData?.positionTypes?.path ?? POSITION_TYPES_PATH,
    },
    observations,
  ).finally(() => session.cleanup());
  await learnWords(
    templates.templates,
    {
      validation: jobWordProbes(rules, env, document.acceptance),
      badQuery: queryWordProbes(),
      referenceIdTaken: referenceIdWordProbes(),
      statusMove: statusMoveWordProbes(),
    },
    (template, probes) =>
      observeRuleWords(new Probe(session, nextNamespace(), specimen), template, probes).finally(() =>
        session.cleanup(),
      ),
  );
  document.templates = templates.templates;
  const reference = await observeReferenceInJobs(new Probe(session, nextNamespace(), specimen), places).finally(() =>
    session.cleanup(),
  );
  Object.assign(document, reference.members);
  // A refusal written by its template needs no body shape of the errors knob, and a date
  // form the job and page templates write as they saw it no date knob.
  const covered = (knob: string) =>
    (knob.startsWith("errors.") && templates.templates.refusals?.[knob.slice(7) as RefusalName] !== undefined) ||
    (DATE_FORMS.includes(knob) && templates.templates.job !== undefined && templates.templates.page !== undefined);
  // A refusal the deployment never gives (the plan's, where every plan takes autoRefresh) is no unknown.
  const neverGiven = refusalsNeverGiven(document).flatMap((name) => [`errors.${name}`, `templates.refusals.${name}`]);
  const unknown = ({ knob }: UnobservedKnob) => !neverGiven.includes(knob);
  // A proof with the document is inconclusive on these knobs, never passed.
  return admissibleDialect(
    document,
    [...unobservable.filter(({ knob }) => !covered(knob)), ...templates.unobserved, ...reference.unobserved].filter(
      unknown,
    ),
  );
}
