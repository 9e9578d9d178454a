/**
 * autoRefresh "applies only to employers on unlimited job plans", and the interface
 * document does not say what a service answers when another plan's employer sends it.
 * A refusal that names a plan restriction is therefore a legal answer, never a break of
 * the requirement the exchange was testing: the run learns the key's plan from it and
 * sends that key no `autoRefresh: true` from then on.
 */
import type { Answer } from "../answer.js";
import type { Session } from "../session.js";

/** Whether `answer` refuses a body for a plan restriction (its words name the plan). */
function namesPlanRestriction(answer: Answer): boolean {
  return answer.status >= 400 && answer.status < 500 && /plan/i.test(answer.text);
}

/** Sends `autoRefresh: false` instead of true for a key whose plan is known to be standard. */
function fitToPlan(session: Session, actor: number, body: Record<string, unknown>): void {
  if (body.autoRefresh === true && session.context.target.plans[actor] === "standard") {
    body.autoRefresh = false;
  }
}

/** Takes note that `actor`'s key is on a standard plan, as `answer` showed. */
function learnStandardPlan(session: Session, actor: number, answer: Answer): void {
  const { target } = session.context;
  if (target.plans[actor] !== "standard") {
    target.plans[actor] = "standard";
    target.notes.push(
      `key ${actor + 1} was refused autoRefresh for its plan (${answer.status}, ${answer.exchange.method} ${answer.exchange.url}): taken as a standard plan, its jobs are sent without autoRefresh`,
    );
  }
}

/**
 * Sends `body` with `send`, fitted to `actor`'s plan unless `fit` is false (a check of
 * what a standard plan does with autoRefresh). When the answer refuses
 * `autoRefresh: true` naming a plan restriction, the plan is learned and the body sent
 * again with `autoRefresh: false` (`body` is changed in place, so predictions follow it).
 */
export async function sendWithinPlan(
  session: Session,
  actor: number,
  body: Record<string, unknown>,
  send: () => Promise<Answer>,
  { fit = true }: { fit?: boolean } = {},
): Promise<Answer> {
  if (fit) {
    fitToPlan(session, actor, body);
  }
  const answer = await send();
  if (body.autoRefresh !== true || !namesPlanRestriction(answer)) {
    return answer;
  }
  session.expect(
    "job.auto-refresh.unlimited-plans-only",
    session.context.target.plans[actor] !== "unlimited",
    `key ${actor + 1} is on an unlimited plan, yet autoRefresh was refused for its plan`,
    answer,
  );
  learnStandardPlan(session, actor, answer);
  body.autoRefresh = false;
  return send();
}
