/** violations: whether a job breaking two rules is refused naming both or only the first. */
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import type { Probe } from "./probe.js";
import { fieldsNamed } from "./templates/infer.js";

const BROKEN = ["/title", "/closeDate"];

/** A job with a 300-character title and a closeDate that is no date. */
export async function observeViolations(probe: Probe): Promise<Observation<"all" | "first">> {
  const answer = await probe.create({ title: `${probe.namespace} ${"T".repeat(300)}`, closeDate: "not a date" });
  if (answer.status < 400) {
    return unobservable(`a job breaking two rules was taken: ${describeAnswer(answer)}`, answer);
  }
  const named = fieldsNamed(answer.json ?? answer.text, BROKEN);
  if (named.length === 0) {
    return unobservable(`the refusal names neither broken field: ${describeAnswer(answer)}`, answer);
  }
  return observed(named.length === BROKEN.length ? "all" : "first", answer, `named ${named.join(", ")}`);
}
