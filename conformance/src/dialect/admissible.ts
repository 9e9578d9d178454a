/**
 * A learnt dialect document that the dialect schema accepts, whatever the deployment
 * answered: each knob learning could not see is listed once under `unobserved`, and a
 * member the schema cannot hold (a status past 599, a name past 200 characters) is left
 * out and listed as unobserved with the schema's words, never thrown as a run error.
 */
import type { Dialect } from "@jobs-toolkit/spec";
import { checkDialect } from "@jobs-toolkit/spec/dialect";

/** A knob the target kept from being observed. */
export interface UnobservedKnob {
  /** Its path in the dialect document. */
  knob: string;
  reason: string;
}

/** The longest `name` the schema takes. */
const NAME_MAX = 200;
/** Members whose knobs sit one level down (`paging.links`); `templates.refusals` two. */
const GROUPS = new Set([
  "errors",
  "upsert",
  "paging",
  "dates",
  "statusMoves",
  "updates",
  "routing",
  "referenceData",
  "templates",
  "acceptance",
  "insideJobs",
  "locations",
]);

/** The knob path holding the member a schema problem (`#/paging/links fails ...`) points at. */
function knobAt(problem: string): string[] {
  const pointer = problem.split(" ")[0] ?? "#";
  const names = pointer
    .replace(/^#\/?/, "")
    .split("/")
    .filter((name) => name !== "")
    .map((name) => name.replaceAll("~1", "/").replaceAll("~0", "~"));
  const depth = names[0] === "templates" && names[1] === "refusals" ? 3 : GROUPS.has(names[0] ?? "") ? 2 : 1;
  return names.slice(0, depth);
}

/** Removes the member at `path` (and a group it leaves empty); false when there was none. */
function remove(document: Record<string, unknown>, path: readonly string[]): boolean {
  const [first, ...rest] = path;
  if (first === undefined || !(first in document)) {
    return false;
  }
  const child = document[first];
  if (rest.length === 0 || typeof child !== "object" || child === null) {
    delete document[first];
    return true;
  }
  const removed = remove(child as Record<string, unknown>, rest);
  if (Object.keys(child).length === 0) {
    delete document[first];
  }
  return removed;
}

/** Each knob once, with the first reason given for it. */
function once(knobs: readonly UnobservedKnob[]): UnobservedKnob[] {
  const byKnob = new Map<string, UnobservedKnob>();
  for (const knob of knobs) {
    if (!byKnob.has(knob.knob)) {
      byKnob.set(knob.knob, knob);
    }
  }
  return [...byKnob.values()];
}

/**
 * `document` with `unobserved` listed near its top, every member the schema refuses left
 * out and named among the unobserved knobs; returns the document and the knobs.
 */
export async function admissibleDialect(
  document: Dialect,
  unobserved: readonly UnobservedKnob[],
): Promise<{ document: Dialect; unobservable: UnobservedKnob[] }> {
  const body = structuredClone(document) as Record<string, unknown>;
  delete body.unobserved;
  const name = typeof body.name === "string" ? body.name.slice(0, NAME_MAX) : undefined;
  delete body.name;
  let knobs = once(unobserved);
  // Each round removes at least one member the schema refused, so the rounds are few.
  for (;;) {
    // Marked near the top, so a reader sees it first.
    const marked = {
      ...(name === undefined ? {} : { name }),
      ...(knobs.length > 0 ? { unobserved: knobs.map(({ knob }) => knob) } : {}),
      ...body,
    } as Dialect;
    const problems = await checkDialect(marked);
    if (problems.length === 0) {
      return { document: marked, unobservable: knobs };
    }
    let removed = false;
    for (const problem of problems) {
      const path = knobAt(problem);
      if (remove(body, path)) {
        removed = true;
        const reason = `the deployment's answer cannot be written in a dialect: ${problem}`;
        knobs = once([...knobs, { knob: path.join("."), reason }]);
      }
    }
    // What no member of the deployment's can cause (the list of unobserved knobs itself).
    if (!removed) {
      throw new Error(`The learnt dialect breaks the dialect schema (a defect of the suite): ${problems.join("; ")}`);
    }
  }
}
