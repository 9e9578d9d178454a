/**
 * autoRefresh: how far a deployment's auto-refresh goes, and on which employers' jobs. The interface document says only
 * that it "refreshes the publish date every 7 days", so whether the refreshing stops at
 * closeDate, and whether closeDate moves with it, show only seven days on: observed where
 * the run holds the deployment's clock (`/__admin/clock`), never guessed where it does not.
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { DAY, formatInstant, nowSeconds } from "../dates.js";
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";
import { setTargetClock } from "./target-clock.js";

type Refresh = ResolvedDialect["autoRefresh"];

const JOBS = "/api/v1.1/jobs";

/**
 * The two auto-refreshing jobs that show how far refreshing goes, both published when the
 * clock stands and read 15 days on: one closing before its first refresh (it moves only
 * where refreshing goes on past closeDate), one closing after it (its closeDate shows
 * whether closeDate moves). Learning reads them; the differential proof sends the same.
 */
export const REFRESH_PROBE = { closesAfter: [3 * DAY, 10 * DAY], readAfter: 15 * DAY } as const;

type Plan = NonNullable<ResolvedDialect["plans"]>[number];

/**
 * plans: the plan of each key's employer, where the target shows them (`/__admin/state`):
 * which jobs auto-refresh shows on only weeks on, so the fake's employers take them.
 */
export async function observePlans(probe: Probe): Promise<Observation<Plan[]>> {
  const { plans } = probe.session.context.target;
  if (plans.some((plan) => plan === undefined)) {
    return unobservable("the deployment does not show its employers' plans (/__admin/state)");
  }
  // The plans were read when the run began; the same answer again is the evidence.
  const answer = await probe.session.admin("GET", "/__admin/state");
  return observed(plans as Plan[], answer, `the employers of the run's keys are on the plans ${plans.join(", ")}`);
}

/** The keys to try, those the target shows on the unlimited plan first; the standard plan's never refresh. */
function keysToTry(probe: Probe): number[] {
  const { options, target } = probe.session.context;
  const keys = options.apiKeys.map((_, index) => index).filter((index) => target.plans[index] !== "standard");
  return keys.sort((a, b) => Number(target.plans[b] === "unlimited") - Number(target.plans[a] === "unlimited"));
}

/** An instant read from a job's member, in epoch seconds; NaN where it holds none. */
function instantOf(answer: Answer, member: "publishDate" | "closeDate"): number {
  const value = answer.json?.[member];
  return typeof value === "string" ? Date.parse(value) / 1000 : Number.NaN;
}

/** Each job as created and as read `REFRESH_PROBE.readAfter` on, under one key; or why the key shows nothing. */
async function refreshedUnder(
  probe: Probe,
  key: number,
  start: number,
): Promise<{ created: [Answer, Answer]; read: [Answer, Answer] } | string> {
  const made: Answer[] = [];
  for (const closes of REFRESH_PROBE.closesAfter) {
    const answer = await probe.create(
      {
        status: "active",
        autoRefresh: true,
        closeDate: formatInstant(start + closes),
      },
      key,
    );
    if (!succeeded(answer) || typeof answer.json?.id !== "number") {
      return `the target did not create an auto-refreshing job: ${describeAnswer(answer)}`;
    }
    made.push(answer);
  }
  const [early, late] = made as [Answer, Answer];
  if (!(await setTargetClock(probe, start + REFRESH_PROBE.readAfter))) {
    return "the target's clock could not be set";
  }
  const read: [Answer, Answer] = [
    await probe.get(`${JOBS}/${early.json?.id}`, key),
    await probe.get(`${JOBS}/${late.json?.id}`, key),
  ];
  await setTargetClock(probe, start);
  return { created: [early, late], read };
}

/**
 * autoRefresh: the later-closing job's publishDate must have moved (else the key's plan
 * does not refresh and the next key is tried); the earlier-closing one's then tells
 * whether refreshing goes on past closeDate, the later one's closeDate whether it moves.
 */
export async function observeRefresh(probe: Probe): Promise<Observation<Refresh>> {
  const { target } = probe.session.context;
  if (!target.clock) {
    return unobservable(
      "auto-refresh shows only after seven days: the run needs the deployment's clock (/__admin/clock) to see it",
    );
  }
  const start = nowSeconds();
  if (!(await setTargetClock(probe, start))) {
    return unobservable("the target's clock (/__admin/clock) did not take a time");
  }
  const why: string[] = [];
  try {
    for (const key of keysToTry(probe)) {
      const shown = await refreshedUnder(probe, key, start);
      if (typeof shown === "string") {
        why.push(shown);
        continue;
      }
      const [early, late] = shown.read;
      if (!succeeded(early) || !succeeded(late)) {
        return unobservable(`an auto-refreshing job could not be read back: ${describeAnswer(early)}`, early);
      }
      const moved = (index: 0 | 1, member: "publishDate" | "closeDate") =>
        instantOf(shown.read[index], member) > instantOf(shown.created[index], member);
      if (!moved(1, "publishDate")) {
        why.push(`a job of key ${key + 1} showed the same publishDate 15 days on (its plan may not refresh)`);
        continue;
      }
      const value: Refresh = {
        pastCloseDate: moved(0, "publishDate") ? "goes-on" : "stops",
        closeDate: moved(1, "closeDate") ? "moves" : "kept",
      };
      return observed(
        value,
        late,
        `15 days on, a job closing after 3 days read publishDate ${early.json?.publishDate}, one closing after 10 days closeDate ${late.json?.closeDate}`,
      );
    }
  } finally {
    await setTargetClock(probe, null);
  }
  return unobservable(`no job of the run's keys refreshed: ${why.join("; ") || "no key may be on the unlimited plan"}`);
}
