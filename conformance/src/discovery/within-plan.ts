/**
 * autoRefresh "applies only to employers on unlimited job plans", and the interface
 * document does not say what a service answers when another plan's employer sends it.
 * A 4xx to `autoRefresh: true` whose body the service takes once autoRefresh is false is
 * therefore a legal answer for that key, whatever its words, and never a break of the
 * requirement the exchange was testing: the run learns the key's plan from it and sends
 * that key no `autoRefresh: true` from then on. Only a key known to be on an unlimited
 * plan (told with `--plan KEY=unlimited`, or revealed by the target) breaks the rule so.
 */
import type { JobCreate } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import type { Session } from "../session.js";

const refused = (answer: Answer) => answer.status >= 400 && answer.status < 500;

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
      `key ${actor + 1} was refused autoRefresh (${answer.status}, ${answer.exchange.method} ${answer.exchange.url}) and taken without it: taken as a standard plan, its jobs are sent without autoRefresh`,
    );
  }
}

/**
 * Sends `body` with `send`, fitted to `actor`'s plan unless `fit` is false (a check of
 * what a standard plan does with autoRefresh). When the answer refuses
 * `autoRefresh: true`, the body is sent again with `autoRefresh: false`: taken so, the
 * refusal was the plan's, the plan is learned and that answer kept (`body` is changed in
 * place, so predictions follow it); refused again, the refusal was for something else,
 * and the first answer is the one judged.
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
  if (body.autoRefresh !== true || !refused(answer)) {
    return answer;
  }
  body.autoRefresh = false;
  const without = await send();
  if (refused(without)) {
    body.autoRefresh = true;
    return answer;
  }
  session.expect(
    "job.auto-refresh.unlimited-plans-only",
    session.context.target.plans[actor] !== "unlimited",
    `key ${actor + 1} is on an unlimited plan, yet a job with autoRefresh: true was refused (${answer.status}) and taken without it`,
    answer,
  );
  learnStandardPlan(session, actor, answer);
  return without;
}

/**
 * Each key's plan that neither the options nor the target told, learnt before the checks
 * start: `job` is sent once with `autoRefresh: true` (and again without it where refused,
 * as every write is), then deleted. A key refused so is on a standard plan from the first
 * check on, so no check takes the plan's refusal of a drawn job for a broken rule. A key
 * whose job is taken stays unknown: a standard plan may store the flag and never refresh.
 */
export async function probePlans(session: Session, job: Record<string, unknown>): Promise<void> {
  const { options, target } = session.context;
  await session.recorder.inPhase("setup", async () => {
    for (const actor of options.apiKeys.keys()) {
      if (target.plans[actor] !== undefined) {
        continue;
      }
      const body = { ...job, autoRefresh: true };
      const api = session.api(actor);
      const answer = await sendWithinPlan(session, actor, body, () =>
        session.answer(api.POST("/api/v1.1/jobs", { body: body as JobCreate })),
      );
      if (answer.status >= 200 && answer.status < 300 && Number.isInteger(answer.json?.id)) {
        await session.answer(api.DELETE("/api/v1.1/jobs/{id}", { params: { path: { id: answer.json.id } } }));
      }
    }
  });
}
