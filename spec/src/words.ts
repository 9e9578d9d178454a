/**
 * A deployment's words for each rule (`templates.words` of a dialect): learnt from one
 * refusal by naming the facts of the request in them, written for another by putting that
 * request's facts back. Both directions live here, so what learning names, a fake writes.
 */

/**
 * The facts of one violation that its words may hold: the field in each notation, and the
 * value sent there. In this order: a value that spells its own field name reads as the field.
 */
export interface WordFacts {
  dotted: string;
  bracketed: string;
  pointer: string;
  /** The value sent at the field, as text (a string as it is, a number as JSON writes it); undefined for none. */
  value: string | undefined;
  /** What the refused change found in its place (a job's status before a move refused). */
  was?: string | undefined;
  /** The tag an HTML rule refuses, and the attribute. */
  tag?: string | undefined;
  attribute?: string | undefined;
  /** The id of the job that already holds what was sent (a referenceId taken). */
  holder?: string | undefined;
}

type Placeholder = keyof WordFacts;

/** Where a violation sits, and its code: what names its rule. */
export interface RuleOfViolation {
  /** The JSON Pointer into the body; empty or absent for a query parameter. */
  pointer?: string | undefined;
  /** The query parameter, for a rule of a list's query. */
  parameter?: string | undefined;
  code: string;
  /** Whether the request sent `null` there: a deployment may word a field sent null otherwise than one left out. */
  sentNull?: boolean | undefined;
  /**
   * The tag an HTML rule refuses: the document gives `a` rules of its own ("href and
   * target"), and a deployment may word them apart from every other tag's.
   */
  tag?: string | undefined;
}

/**
 * A rule's name in `templates.words`: its violation's pointer with each index as a star
 * (or `?` and the query parameter), a space, and its code: `/title too_long`, `?page invalid_value`;
 * ` null` after it where the request sent `null` there (`/salary/type required null`), ` a`
 * where an HTML rule refuses something of an `a` (`/description html_attribute a`).
 */
export function ruleKey({ pointer, parameter, code, sentNull, tag }: RuleOfViolation): string {
  const at = parameter !== undefined && !pointer ? `?${parameter}` : (pointer ?? "").replace(/\/\d+(?=\/|$)/g, "/*");
  return `${at} ${code}${sentNull ? " null" : tag === "a" ? " a" : ""}`;
}

/** A value sent at a field, as words would spell it; undefined for an object, an array or none. */
export function valueText(value: unknown): string | undefined {
  return typeof value === "string"
    ? value
    : typeof value === "number" || typeof value === "boolean"
      ? String(value)
      : undefined;
}

/** Learnt words written for one violation: each placeholder replaced by its fact (left as it is without one). */
export function writeWords(words: string, facts: WordFacts): string {
  return words.replace(
    /\{(pointer|bracketed|dotted|value|was|tag|attribute|holder)\}/g,
    (whole, name: Placeholder) => facts[name] ?? whole,
  );
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * Words as learnt from one refusal: each fact found in them as a whole token (not inside
 * a longer word or number) written as its placeholder (`placeholder` names it; `{dotted}`
 * by default), the longest fact first, so that the same words written with another
 * refusal's facts say what the deployment would.
 */
export function wordsOf(
  text: string,
  facts: Readonly<Record<string, string | undefined>>,
  placeholder: (name: string) => string = (name) => `{${name}}`,
): string {
  const found = new Map<string, string>();
  for (const [name, fact] of Object.entries(facts)) {
    if (fact !== undefined && fact !== "" && !found.has(fact)) {
      found.set(fact, name);
    }
  }
  if (found.size === 0) {
    return text;
  }
  const alternatives = [...found.keys()].sort((left, right) => right.length - left.length).map(escaped);
  const token = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${alternatives.join("|")})(?![\\p{L}\\p{N}_])`, "gu");
  return text.replace(token, (fact) => placeholder(found.get(fact) as string));
}

/**
 * What a refusal's words may say of its request: the method, the path, the job id the
 * path names, the method X-HTTP-Method-Override names, and the methods the path takes
 * (as the refusal's Allow header lists them).
 */
export interface RequestFacts {
  method: string;
  path: string;
  id: string | undefined;
  override: string | undefined;
  allow: string | undefined;
}

/** The facts of a request, as a refusal's template reads them (`{/method}`, `{/path}`, `{/id}`, `{/override}`, `{/allow}`). */
export function requestFacts(method: string, path: string, override?: string, allow?: string): RequestFacts {
  return { method, path, id: /\/jobs\/([^/]+)\/?$/.exec(path)?.[1], override, allow };
}
