/**
 * A contract's references resolved on the deployment: an earlier answer's value from the
 * deployment's own answer, a key from the test's namespace, a reference-data id from the
 * deployment's collections. A reference that cannot be resolved is an error naming it.
 */
import { type Reference, resolveReferences, writeReference } from "@jobs-toolkit/spec";
import type { ReferenceDataMap } from "./reference-data.js";

/** A deployment's answer, as far as references read it. */
export interface Answered {
  /** The request's URL, against which a relative link in the answer is read. */
  url: string;
  location: string | null;
  body: unknown;
}

/** A reference the replay could not resolve, and why. */
export class UnresolvedError extends Error {
  override name = "UnresolvedError";
  readonly reference: string;

  constructor(reference: Reference, why: string) {
    super(`${writeReference(reference)}: ${why}`);
    this.reference = writeReference(reference);
  }
}

/** The value at a path such as `$.data[0].id` or `$.paging.next`; undefined where there is none. */
export function valueAt(body: unknown, path: string): unknown {
  const steps = path.slice(1).match(/\.[^.[]+|\[\d+\]/g) ?? [];
  let value = body;
  for (const step of steps) {
    const key = step.startsWith("[") ? Number(step.slice(1, -1)) : step.slice(1);
    value = value !== null && typeof value === "object" ? (value as Record<string | number, unknown>)[key] : undefined;
  }
  return value;
}

/** What references resolve against, for one test. */
export interface Resolution {
  /** The deployment's answers so far, by step (from 1); undefined for one never sent. */
  answers: Array<Answered | undefined>;
  keys: readonly string[];
  referenceData: ReferenceDataMap;
}

function resolveOne(reference: Reference, resolution: Resolution): unknown {
  if (reference.kind === "key") {
    const key = resolution.keys[reference.index - 1];
    if (key === undefined) {
      throw new UnresolvedError(reference, `the test uses ${reference.index} API keys; give as many`);
    }
    return key;
  }
  if (reference.kind !== "answer") {
    const id = resolution.referenceData[reference.kind].get(reference.id);
    if (id === undefined) {
      throw new UnresolvedError(reference, `the deployment lists no ${reference.kind} to stand for it`);
    }
    return id;
  }
  const answer = resolution.answers[reference.step - 1];
  if (answer === undefined) {
    throw new UnresolvedError(reference, `exchange ${reference.step} has no answer to read it from`);
  }
  const value = reference.path === "location" ? (answer.location ?? undefined) : valueAt(answer.body, reference.path);
  if (value === undefined || value === null) {
    throw new UnresolvedError(reference, `answer ${reference.step} holds nothing at ${reference.path}`);
  }
  return value;
}

/** A recorded value with every reference in it resolved. */
export function resolveValue(value: unknown, resolution: Resolution): unknown {
  if (typeof value === "string") {
    return resolveReferences(value, (reference) => resolveOne(reference, resolution));
  }
  if (Array.isArray(value)) {
    return value.map((item) => resolveValue(item, resolution));
  }
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, resolveValue(inner, resolution)]));
  }
  return value;
}

/**
 * The URL a recorded request goes to: a path under `baseUrl`, or a link an answer gave,
 * read against the request that got it. A link to another origin is not followed: the
 * keys go to the deployment's origin only.
 */
export function resolveUrl(url: string, baseUrl: string, resolution: Resolution): string {
  const resolved = String(resolveValue(url, resolution));
  const base = new URL(baseUrl);
  const root = `${base.origin}${base.pathname.replace(/\/+$/, "")}`;
  if (resolved.startsWith("/") && !resolved.startsWith("//") && !url.startsWith("{{")) {
    return `${root}${resolved}`;
  }
  const from = url.match(/^\{\{(\d+):/)?.[1];
  const against = from === undefined ? root : (resolution.answers[Number(from) - 1]?.url ?? root);
  const target = new URL(resolved, against);
  if (target.origin !== base.origin) {
    throw new Error(`the link ${resolved} leads to another origin than ${base.origin}; it was not followed`);
  }
  return target.href;
}
