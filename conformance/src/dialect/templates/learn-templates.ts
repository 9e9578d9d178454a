/**
 * Learning by example: for every class of answer an app can meet, one exemplar from the
 * deployment (with the run's own jobs) and the template inferred from it. The eight
 * refusals of the dialect document, and a method overridden, are read from the same
 * requests their knobs send; the protocol's from the edge script; HEAD and a trailing
 * slash are routing when the deployment answers them, refusals when it does not.
 */
import {
  type AnswerTemplate,
  type Dialect,
  type RefusalClass,
  type RefusalName,
  violationFields,
} from "@jobs-toolkit/spec";
import type { Answer } from "../../answer.js";
import { isConformanceFailure } from "../../failure.js";
import type { Caller } from "../../session.js";
import { EDGE_SCRIPT, type EdgeRequest } from "../edge-script.js";
import { describeAnswer, isObserved, type Observation } from "../observation.js";
import { type Probe, succeeded } from "../probe.js";
import { inferCollection, inferJobBody, inferPageBody, inferRefusal, inferSuccess, withSharedWords } from "./infer.js";
import { SECOND_EXEMPLARS } from "./second-exemplars.js";
import { observeWriteTimes } from "./write-times.js";

type Templates = NonNullable<Dialect["templates"]>;
type Refusals = NonNullable<Templates["refusals"]>;

/** What learning the templates gives: the templates, and the classes it could not see. */
export interface LearntTemplates {
  templates: Templates;
  unobserved: Array<{ knob: string; reason: string }>;
}

/** The fields each `errors` knob's request breaks, as the probes of observe-errors.ts break them. */
const BROKEN_BY_KNOB: Readonly<Record<RefusalName, ReadonlyArray<{ pointer?: string; parameter?: string }>>> = {
  validation: [{ pointer: "/title" }],
  missingKey: [],
  badKey: [],
  notFound: [],
  referenceIdTaken: [{ pointer: "/referenceId" }],
  statusMove: [{ pointer: "/status" }],
  badQuery: [{ parameter: "page" }],
  plan: [{ pointer: "/autoRefresh" }],
};

const CALLERS: Readonly<Record<EdgeRequest["key"], Caller>> = { own: 0, none: "none", unknown: "wrong" };

const refused = (answer: Answer) => answer.status >= 400 && answer.status <= 599;

function sendEdge(probe: Probe, edge: EdgeRequest): Promise<Answer> {
  return probe.session.raw(
    {
      method: edge.method,
      path: edge.path,
      headers: edge.contentType ? { "Content-Type": edge.contentType } : {},
      ...(edge.body === undefined ? {} : { body: edge.body }),
    },
    CALLERS[edge.key],
  );
}

/**
 * Observes every class of answer. The eight refusals of `errors` are read from the answers
 * their knobs already observed (`knobs`, by path), never asked again; `collections` are
 * where the deployment serves its reference data.
 */
export async function observeTemplates(
  probe: Probe,
  origin: string,
  collections: { categories: string; positionTypes: string },
  knobs: ReadonlyMap<string, Observation<unknown>>,
): Promise<LearntTemplates> {
  const templates: Templates = {};
  const refusals: Refusals = {};
  /** The answer each class's template was inferred from, to compare a second one with. */
  const firsts = new Map<RefusalClass, Answer>();
  /** The answer each method's own template of a class was inferred from. */
  const variants = new Map<RefusalClass, Map<string, Answer>>();
  const unobserved: LearntTemplates["unobserved"] = [];
  const missing = (knob: string, reason: string) => unobserved.push({ knob, reason });

  // An answer that breaks the published interface leaves its class unseen, never the run stopped.
  const attempt = async (knobs: readonly string[], observe: () => Promise<void>) => {
    try {
      await observe();
    } catch (error) {
      if (!isConformanceFailure(error)) {
        throw error;
      }
      for (const knob of knobs) {
        missing(knob, error.message);
      }
    }
  };

  await attempt(["templates.job", "templates.page"], async () => {
    const created = await createWhole(probe);
    const times = succeeded(created) ? await observeWriteTimes(probe, created) : undefined;
    const job = times && inferSuccess(created, (json) => inferJobBody(json, origin, times));
    if (!job) {
      missing("templates.job", `the probe's valid job was not created: ${describeAnswer(created)}`);
      missing("templates.page", "no job of the probe to list");
      return;
    }
    templates.job = job;
    const page = await probe.list();
    const pageTemplate = succeeded(page) ? inferSuccess(page, (json) => inferPageBody(json, origin, times)) : undefined;
    if (pageTemplate) {
      templates.page = pageTemplate;
    } else {
      missing("templates.page", `the list of the probe's job answered ${describeAnswer(page)}`);
    }
  });

  for (const name of ["categories", "positionTypes"] as const) {
    await attempt([`templates.${name}`], async () => {
      const answer = await probe.get(collections[name]);
      const template = succeeded(answer) ? inferCollection(answer) : undefined;
      if (template) {
        templates[name] = template;
      } else {
        missing(`templates.${name}`, `${collections[name]} answered ${describeAnswer(answer)}`);
      }
    });
  }

  for (const [refusal, broken] of Object.entries(BROKEN_BY_KNOB) as Array<
    [RefusalName, (typeof BROKEN_BY_KNOB)[RefusalName]]
  >) {
    const observation = knobs.get(`errors.${refusal}`);
    const answer = observation?.evidence;
    if (answer && refused(answer)) {
      refusals[refusal] = inferRefusal(answer, broken);
      firsts.set(refusal, answer);
    } else {
      const reason =
        observation === undefined
          ? `errors.${refusal} met an answer outside the published interface`
          : "unobservable" in observation
            ? observation.unobservable
            : "not refused";
      missing(`templates.refusals.${refusal}`, reason);
    }
  }

  // Another method overridden: the answer routing.overrideOther saw is the class's exemplar,
  // where it was refused; taken as the POST it is, the class is never given.
  const override = knobs.get("routing.overrideOther");
  if (override !== undefined && isObserved(override)) {
    if (refused(override.evidence)) {
      refusals.methodOverride = inferRefusal(override.evidence, []);
      firsts.set("methodOverride", override.evidence);
    }
  } else {
    missing("templates.refusals.methodOverride", override?.unobservable ?? "routing.overrideOther was not observed");
  }

  const validation = refusals.validation;
  if (validation) {
    await attempt(["templates.refusals.validation"], async () => {
      refusals.validation = await withFieldNotation(probe, validation);
    });
  }

  for (const edge of EDGE_SCRIPT.filter(({ refusal }) => !(refusal in refusals))) {
    await attempt([`templates.refusals.${edge.refusal}`], async () => {
      const answer = await sendEdge(probe, edge);
      // HEAD and a trailing slash answered are routing (the routing knobs), no refusal.
      if ((edge.refusal === "head" || edge.refusal === "trailingSlash") && succeeded(answer)) {
        return;
      }
      const primary = refusals[edge.refusal];
      if (refused(answer) && primary) {
        // A method answered in other words is its own, even where both infer the same template.
        const otherWords = answer.text !== firsts.get(edge.refusal)?.text;
        if (recordVariant(primary, edge.method, inferRefusal(answer, []), otherWords)) {
          variants.set(edge.refusal, (variants.get(edge.refusal) ?? new Map()).set(edge.method, answer));
        }
      } else if (refused(answer)) {
        refusals[edge.refusal] = inferRefusal(answer, []);
        firsts.set(edge.refusal, answer);
      } else {
        missing(
          `templates.refusals.${edge.refusal}`,
          `${edge.method} ${edge.path} was not refused: ${describeAnswer(answer)}`,
        );
      }
    });
  }
  for (const [refusal, first] of firsts) {
    const second = SECOND_EXEMPLARS[refusal];
    const template = refusals[refusal];
    if (second === undefined || template === undefined) {
      continue;
    }
    await attempt([], async () => {
      const answer = await second(probe);
      // Another class's answer, or none, says nothing of this class's words.
      if (answer?.status === first.status) {
        refusals[refusal] = withSharedWords(template, first, answer);
      }
    });
  }
  // A method's own answer to a class shares words with another answer of the class of its
  // status: the other methods' first (they are most alike), then the class's own.
  for (const [refusal, answers] of variants) {
    const methods = refusals[refusal]?.methods;
    const first = firsts.get(refusal);
    for (const [method, answer] of methods ? answers : []) {
      const own = methods?.[method];
      const others = [...answers.values(), ...(first ? [first] : [])].filter(
        (candidate) => candidate !== answer && candidate.status === answer.status,
      );
      const shared = others
        .map((other) => (own ? withSharedWords(own, answer, other) : undefined))
        .find((template) => JSON.stringify(template) !== JSON.stringify(own));
      if (methods && shared) {
        methods[method] = shared;
      }
    }
  }
  templates.refusals = refusals;
  // A class an edge showed after its knob could not is observed after all.
  const seen = (knob: string) => knob.startsWith("templates.refusals.") && knob.slice(19) in refusals;
  return { templates, unobserved: unobserved.filter(({ knob }) => !seen(knob)) };
}

/** A salary every deployment takes: the document's first salary type. */
const SALARY = { amount: 52_000, maxAmount: 61_000, type: { id: 1 } };

/**
 * The probe's job with a salary, so the template sees the order of a salary's members
 * too; the job as drawn where the deployment refuses that.
 */
async function createWhole(probe: Probe): Promise<Answer> {
  if (probe.job().salary) {
    return probe.create();
  }
  const salaried = await probe.create({ salary: SALARY });
  return succeeded(salaried) ? salaried : probe.create();
}

/** An indexed field, which tells `categories.0.id` from `categories[0].id`: a title alone does not. */
const INDEXED = violationFields("/categories/0/id");

/** Every field notation a template reads (`at`, `key`, a format's `{/dotted}`) turned into `notation`. */
function renotated(template: unknown, notation: "dotted" | "bracketed"): unknown {
  if (typeof template === "string") {
    return template.replace(/\{\/(dotted|bracketed)\}/g, `{/${notation}}`);
  }
  if (Array.isArray(template)) {
    return template.map((entry) => renotated(entry, notation));
  }
  if (typeof template !== "object" || template === null) {
    return template;
  }
  return Object.fromEntries(
    Object.entries(template).map(([name, value]) => [
      name,
      name === "at" && (value === "/dotted" || value === "/bracketed")
        ? `/${notation}`
        : name === "key" && (value === "dotted" || value === "bracketed")
          ? notation
          : renotated(value, notation),
    ]),
  );
}

/**
 * The validation template with fields in the deployment's notation, read from a second
 * refusal whose field has an index; unchanged where that refusal names it in neither.
 */
async function withFieldNotation(probe: Probe, template: AnswerTemplate): Promise<AnswerTemplate> {
  const answer = await probe.create({ categories: [{ id: 0 }] });
  const notation = answer.text.includes(INDEXED.bracketed)
    ? "bracketed"
    : answer.text.includes(INDEXED.dotted)
      ? "dotted"
      : undefined;
  return refused(answer) && notation ? (renotated(template, notation) as AnswerTemplate) : template;
}

/**
 * A method's answer to a class, kept where it differs from the class's first answer (its
 * template, or `otherWords`: what it said); whether it was.
 */
function recordVariant(primary: AnswerTemplate, method: string, variant: AnswerTemplate, otherWords: boolean): boolean {
  if (!otherWords && JSON.stringify(variant) === JSON.stringify({ ...primary, methods: undefined })) {
    return false;
  }
  primary.methods = { ...primary.methods, [method]: variant };
  return true;
}
