/**
 * What a deployment says for each rule, learnt by example: one request per rule
 * (word-probes.ts), breaking that rule alone, and the text its refusal holds at each place
 * of the class's template that holds text. A place whose text differs by rule (`title is
 * longer than 256 characters`, `category 999 does not exist`, a code `MISSING_FIELD` or
 * `INVALID_FIELD`) is kept for each rule under the reference server's name for the rule
 * (`templates.words`), with the field and the value sent written as placeholders, and the
 * template reads it from there; a place whose text every rule shares is the class's own,
 * unless requests breaking several rules at once hear it count them (`The job breaks 3
 * rules.`): then it is words that count.
 */
import {
  type AnswerTemplate,
  type Dialect,
  type RefusalClass,
  type RuleOfViolation,
  ruleKey,
  valueText,
  violationFields,
  type WordFacts,
  wordsOf,
  writeWords,
} from "@jobs-toolkit/spec";
import type { Answer } from "../../answer.js";
import { isConformanceFailure } from "../../failure.js";
import { isRecord } from "../../json.js";
import type { Probe } from "../probe.js";
import { isWordMarker } from "./infer.js";

type Json = unknown;

/** The dialect schema's bounds on `templates.words`: a text, a place's name, the places of a rule. */
const MAX_WORDS = 1000;
const MAX_PLACE_NAME = 200;
const MAX_PLACES = 20;
/** Each rule's texts, by the name of the place that holds them. */
type Words = Record<string, Record<string, string>>;

/** One step into an answer's body: a member, an index, or the first value of an object keyed by field. */
type Step = string | number | { firstValue: true };

/** A place of a template that holds text: the path into the answer, and what the template writes there. */
interface Slot {
  path: Step[];
  /** A marker of words, or a constant string. */
  written: Json;
  /** `violation` inside one entry per broken rule; `refusal` elsewhere. */
  level: "refusal" | "violation";
}

/** A slot's name in `templates.words`: its path, each index `0`, the first value of a keyed object `*`. */
function nameOf(path: readonly Step[]): string {
  return path.map((step) => (typeof step === "object" ? "*" : String(step))).join(".") || "$";
}

/** Every place of `template` that holds text (words, or a constant string), in document order. */
function slotsOf(template: Json, path: Step[] = [], level: Slot["level"] = "refusal"): Slot[] {
  if (isWordMarker(template) || typeof template === "string") {
    return [{ path, written: template, level }];
  }
  if (Array.isArray(template)) {
    return template.flatMap((entry, index) => slotsOf(entry, [...path, index], level));
  }
  if (!isRecord(template)) {
    return [];
  }
  if (template.$ === "items") {
    return slotsOf(template.item, [...path, 0], "violation");
  }
  if (template.$ === "keyed") {
    const first: Step[] = [...path, { firstValue: true }, ...(template.many === true ? [0] : [])];
    return slotsOf(template.item, first, "violation");
  }
  if ("$" in template) {
    return [];
  }
  return Object.entries(template).flatMap(([name, entry]) => slotsOf(entry, [...path, name], level));
}

/** The text at a slot of an answer's body (JSON, or the text itself for a body of text). */
function textAt(body: Json, path: readonly Step[]): string | undefined {
  let here = body;
  for (const step of path) {
    if (typeof step === "object") {
      here = isRecord(here) ? Object.values(here)[0] : undefined;
    } else {
      here = isRecord(here) || Array.isArray(here) ? (here as Record<string | number, Json>)[step] : undefined;
    }
  }
  return typeof here === "string" ? here : undefined;
}

/**
 * What a slot becomes: its rule's text where learnt, or words every rule shares (a
 * constant, or words that count the rules). A rule not learnt gets what the slot wrote, or
 * (`ownCode`) the server's own code for it, where the deployment gives most rules learnt
 * the reference server's codes.
 */
type Rewrite = { rule: string; ownCode: boolean } | { shared: Json };

/** A JSON Pointer segment. */
const segment = (name: string) => name.replaceAll("~", "~0").replaceAll("/", "~1");

/** `template` with each slot of `rewrites` (by its name) rewritten, walked as `slotsOf` walks it. */
function rewritten(
  template: Json,
  rewrites: ReadonlyMap<string, Rewrite>,
  path: Step[] = [],
  level: Slot["level"] = "refusal",
): Json {
  if (isWordMarker(template) || typeof template === "string") {
    const rewrite = rewrites.get(nameOf(path));
    if (rewrite === undefined) {
      return template;
    }
    if ("shared" in rewrite) {
      return rewrite.shared;
    }
    const violation = level === "refusal" ? "/violations/0" : "";
    const at = `${violation}/texts/${segment(rewrite.rule)}`;
    return { $: "own", at, else: rewrite.ownCode ? { $: "own", at: `${violation}/code` } : template };
  }
  if (Array.isArray(template)) {
    return template.map((entry, index) => rewritten(entry, rewrites, [...path, index], level));
  }
  if (!isRecord(template) || template.$ === "literal") {
    return template;
  }
  if (template.$ === "items") {
    return { ...template, item: rewritten(template.item, rewrites, [...path, 0], "violation") };
  }
  if (template.$ === "keyed") {
    const first: Step[] = [...path, { firstValue: true }, ...(template.many === true ? [0] : [])];
    return { ...template, item: rewritten(template.item, rewrites, first, "violation") };
  }
  if ("$" in template) {
    return template;
  }
  return Object.fromEntries(
    Object.entries(template).map(([name, entry]) => [name, rewritten(entry, rewrites, [...path, name], level)]),
  );
}

/** Texts a probe heard for a rule at one place, and the facts of its request. */
interface Heard {
  text: string;
  facts: WordFacts;
}

/**
 * The one form of a rule's text that says what every probe of the rule heard, each with
 * its own facts: the text with the facts of one probe as placeholders (a value written
 * in it), else the text as it is; undefined where none does (it depends on more than the
 * field and the value).
 */
function formSaying(heard: readonly Heard[]): string | undefined {
  const candidates = [...heard.map(({ text, facts }) => wordsOf(text, { ...facts })), ...heard.map(({ text }) => text)];
  return candidates.find((form) => heard.every(({ text, facts }) => writeWords(form, facts) === text));
}

/** What a probe breaking several rules at once heard at a slot. */
interface Counted {
  count: number;
  text: string;
}

/**
 * The words every rule shares, `one` as a request breaking one rule hears them, written to
 * count the rules where requests breaking several heard the number (`The job breaks 1
 * rule.`, `... 3 rules.`): the count as `{/count}`, one form for a single rule and one for
 * more. `one` itself where no probe broke several, or one form for more does not say what
 * each heard.
 */
function countingWords(one: string, several: readonly Counted[]): Json {
  const counted = (text: string, count: number) => wordsOf(text, { count: String(count) }, () => "{/count}");
  const [first] = several;
  const forMore = first && counted(first.text, first.count);
  if (forMore === undefined || several.some(({ text, count }) => counted(text, count) !== forMore)) {
    return one;
  }
  const forOne = counted(one, 1);
  const written = (form: string) => (form.includes("{/count}") ? { $: "format", text: form } : form);
  return forOne === forMore
    ? written(forOne)
    : { $: "plural", at: "/count", one: written(forOne), other: written(forMore) };
}

/** What learning the words gives: the words by rule, and the template reading them. */
export interface LearntWords {
  words: Words;
  template: AnswerTemplate;
}

/** One request breaking one rule alone (or several at once), and how the reference server names the (first) rule. */
export interface WordProbe {
  reported: RuleOfViolation;
  /** How many rules the request breaks at once; one unless said. A probe breaking several teaches only words that count them. */
  rules?: number;
  /**
   * Sends the request; the answer, the value sent at the rule's field or parameter, and
   * what the change found in its place where the rule refuses a move.
   */
  send(probe: Probe): Promise<Sent>;
}

/** What a probe sent and got. */
interface Sent {
  answer: Answer;
  value: unknown;
  /** What the words may name beyond the field and the value: what a move found, what an HTML rule refuses, the job holding a referenceId. */
  facts?: Pick<WordFacts, "was" | "tag" | "attribute" | "holder">;
}

/** The answer to a probe, or undefined where it breaks the published interface (it says no words of the rule). */
async function sent(probe: Probe, wordProbe: WordProbe): Promise<Sent | undefined> {
  try {
    return await wordProbe.send(probe);
  } catch (error) {
    if (isConformanceFailure(error)) {
      return undefined;
    }
    throw error;
  }
}

/**
 * Sends each probe and reads the text its refusal holds at each place of `template` that
 * holds text. A place whose text differs by rule is kept for each rule; a place every rule
 * said alike becomes the class's own; a rule whose probes heard texts no one form explains
 * keeps none there. Undefined where the template writes no words of the deployment's (they
 * are the same for every refusal of the class, and so already written as they are) or no
 * probe was refused as the template's class is.
 */
export async function observeRuleWords(
  probe: Probe,
  template: AnswerTemplate,
  probes: readonly WordProbe[],
): Promise<LearntWords | undefined> {
  const slots = template.body === undefined || template.body === null ? [] : slotsOf(template.body);
  if (!slots.some(({ written }) => isWordMarker(written))) {
    return undefined;
  }
  /** What each probe refused alike heard at each slot, by rule. */
  const heard: Array<{
    key: string;
    /** The reference server's code for the rule. */
    code: string;
    facts: WordFacts;
    texts: ReadonlyMap<Slot, string | undefined>;
  }> = [];
  /** What each probe breaking several rules heard at each slot, and how many it broke. */
  const several: Array<{ count: number; texts: ReadonlyMap<Slot, string | undefined> }> = [];
  for (const wordProbe of probes) {
    const result = await sent(probe, wordProbe);
    if (result === undefined) {
      continue;
    }
    const { answer, value, facts } = result;
    if (answer.status < 400 || answer.status !== (template.status ?? answer.status)) {
      continue;
    }
    const body = answer.json ?? answer.text;
    const count = wordProbe.rules ?? 1;
    if (count > 1) {
      several.push({ count, texts: new Map(slots.map((slot) => [slot, textAt(body, slot.path)])) });
      continue;
    }
    const { pointer, parameter } = wordProbe.reported;
    heard.push({
      key: ruleKey({ ...wordProbe.reported, sentNull: value === null, tag: facts?.tag }),
      code: wordProbe.reported.code,
      facts: { ...violationFields(pointer, parameter), value: valueText(value), ...facts },
      texts: new Map(slots.map((slot) => [slot, textAt(body, slot.path)])),
    });
  }
  const words: Words = {};
  const rewrites = new Map<string, Rewrite>();
  for (const slot of slots) {
    const texts = new Set(heard.map(({ texts }) => texts.get(slot)));
    const [only] = texts;
    const rules = new Set(heard.map(({ key }) => key));
    if (rules.size > 1 && texts.size === 1 && typeof only === "string") {
      // The same text for every rule: the class's own, which may count the rules.
      const counted = countingWords(
        only,
        several.flatMap(({ count, texts }) => {
          const text = texts.get(slot);
          return text === undefined ? [] : [{ count, text }];
        }),
      );
      if (counted !== only || isWordMarker(slot.written)) {
        rewrites.set(nameOf(slot.path), { shared: counted });
      }
      continue;
    }
    // A constant one rule said alike says nothing of other rules; words it said are its own.
    if (texts.size < 2 && !isWordMarker(slot.written)) {
      continue;
    }
    const name = nameOf(slot.path);
    // A place most rules fill with the reference server's own code holds a code for every rule.
    const ownCode = heard.filter(({ code, texts }) => texts.get(slot) === code).length * 2 > heard.length;
    // The dialect schema's bounds: a document learnt is valid by construction.
    if (name.length > MAX_PLACE_NAME) {
      continue;
    }
    for (const key of new Set(heard.map((entry) => entry.key))) {
      if (Object.keys(words[key] ?? {}).length >= MAX_PLACES) {
        continue;
      }
      const ofRule = heard.flatMap(({ key: other, facts, texts }) => {
        const text = texts.get(slot);
        return other === key && text !== undefined && text.length <= MAX_WORDS ? [{ text, facts }] : [];
      });
      const form = ofRule.length > 0 ? formSaying(ofRule) : undefined;
      if (form !== undefined) {
        words[key] = { ...words[key], [name]: form };
        rewrites.set(name, { rule: name, ownCode });
      }
    }
  }
  const counts = [...rewrites.values()].some((rewrite) => "shared" in rewrite && typeof rewrite.shared !== "string");
  if (Object.keys(words).length === 0 && !counts) {
    return undefined;
  }
  return { words, template: { ...template, body: rewritten(template.body, rewrites) } };
}

type Templates = NonNullable<Dialect["templates"]>;

/**
 * Learns the words of each class's rules with `observe` (its probes sent against its
 * template), into `templates.words`, each template then reading them. A class without a
 * template has no words to learn.
 */
export async function learnWords(
  templates: Templates,
  probes: Partial<Record<RefusalClass, readonly WordProbe[]>>,
  observe: (template: AnswerTemplate, probes: readonly WordProbe[]) => Promise<LearntWords | undefined>,
): Promise<void> {
  for (const [refusal, classProbes] of Object.entries(probes) as Array<[RefusalClass, readonly WordProbe[]]>) {
    const template = templates.refusals?.[refusal];
    const learnt = template && (await observe(template, classProbes));
    if (learnt && templates.refusals) {
      if (Object.keys(learnt.words).length > 0) {
        templates.words = { ...templates.words, ...learnt.words };
      }
      templates.refusals[refusal] = learnt.template;
    }
  }
}
