/**
 * What observing one knob gives: the value the target chose, with the answers that show
 * it, or why the target keeps the knob from being observed.
 */
import type { Answer } from "../answer.js";

/** A knob's value as the target showed it. */
export interface Observed<Value> {
  value: Value;
  /** The answer that shows the value (a failure cites it). */
  evidence: Answer;
  /** What the answer showed, in words, when the value alone does not say it. */
  shown?: string;
}

/** A knob the target gave no answer for that the dialect document can express. */
export interface Unobservable {
  unobservable: string;
  evidence?: Answer | undefined;
}

/** The outcome of observing one knob. */
export type Observation<Value> = Observed<Value> | Unobservable;

/** Narrows an observation to an observed value. */
export function isObserved<Value>(observation: Observation<Value>): observation is Observed<Value> {
  return !("unobservable" in observation);
}

/** An observed value. */
export function observed<Value>(value: Value, evidence: Answer, shown?: string): Observed<Value> {
  return shown === undefined ? { value, evidence } : { value, evidence, shown };
}

/** A knob that cannot be observed, and why. */
export function unobservable(reason: string, evidence?: Answer): Unobservable {
  return { unobservable: reason, evidence };
}

const EXCERPT = 160;

/** An answer in one line: request, status, Content-Type and a body excerpt. */
export function describeAnswer(answer: Answer): string {
  const { method, url } = answer.exchange;
  const type = answer.headers["content-type"];
  const body = answer.text.length > EXCERPT ? `${answer.text.slice(0, EXCERPT)}...` : answer.text;
  return `${method} ${url} answered ${answer.status}${type ? ` (${type})` : ""}${body ? `: ${body}` : " with no body"}`;
}
