/**
 * statusMoves.outOfDraft: whether a draft may be made active, the move out of draft the
 * interface document's transition table does not show (a draft may always be archived).
 */
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

/** statusMoves.outOfDraft: a draft moved to active. */
export async function observeOutOfDraft(probe: Probe): Promise<Observation<"allow" | "refuse">> {
  const created = await probe.create({ status: "draft", referenceId: probe.referenceId() });
  if (!succeeded(created) || !Number.isInteger(created.json?.id)) {
    return unobservable(`the target did not create the probe's draft: ${describeAnswer(created)}`, created);
  }
  const answer = await probe.send("PUT", `/api/v1.1/jobs/${created.json.id}`, { status: "active" });
  if (succeeded(answer)) {
    return observed("allow", answer);
  }
  return answer.status >= 400 && answer.status < 500
    ? observed("refuse", answer)
    : unobservable(`moving a draft to active answered ${answer.status}`, answer);
}
