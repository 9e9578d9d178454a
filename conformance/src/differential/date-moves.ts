/**
 * How far a job's dates have moved since the answer that created it: the one thing about
 * a date's value two deployments share. Their instants differ (each its own now), but a
 * job read 15 days on that one deployment shows refreshed twice and the other once differs
 * to an app, so each answer's jobs are read against their creation; moves within an hour
 * of each other are one (two deployments' clocks a second apart move nothing).
 */
import type { Difference } from "./compare.js";
import { dateForm } from "./forms.js";
import { parsed } from "./parsed-body.js";
import type { Exchange } from "./view.js";

const DAY_MS = 86_400_000;
/** Moves closer than this are the same move: the two sides' clocks read the run's instants apart. */
const SAME_MOVE_MS = 3_600_000;
/** Each date member of a job by name (publishDate, closeDate, and any the deployment adds, as updatedAt), in epoch ms. */
type Dates = Record<string, number>;

interface ShownJob {
  id: number;
  dates: Dates;
}

function shownJob(value: unknown): ShownJob | undefined {
  if (value === null || typeof value !== "object" || typeof (value as { id?: unknown }).id !== "number") {
    return undefined;
  }
  const job = value as Record<string, unknown>;
  const dates: Dates = {};
  for (const [member, text] of Object.entries(job)) {
    const instant = typeof text === "string" && dateForm(text) !== undefined ? Date.parse(text) : Number.NaN;
    if (!Number.isNaN(instant)) {
      dates[member] = instant;
    }
  }
  return { id: job.id as number, dates };
}

/** The jobs an answer shows, at their body path: the job itself, or a page's. */
function jobsOf(exchange: Exchange): { at: string; jobs: ShownJob[] } | undefined {
  if (exchange.status < 200 || exchange.status > 299) {
    return undefined;
  }
  const json = parsed(exchange.body);
  const one = shownJob(json);
  if (one) {
    return { at: "$", jobs: [one] };
  }
  const data = (json as { data?: unknown } | undefined)?.data;
  return Array.isArray(data) ? { at: "$.data[]", jobs: data.flatMap((item) => shownJob(item) ?? []) } : undefined;
}

const days = (moves: readonly number[]) =>
  moves
    .map((ms) => {
      const whole = Math.round((ms / DAY_MS) * 10) / 10;
      return `${whole > 0 ? "+" : ""}${whole} days`;
    })
    .join(",");

const sameMoves = (mine: readonly number[], theirs: readonly number[]) =>
  mine.length === theirs.length && mine.every((ms, index) => Math.abs(ms - (theirs[index] as number)) < SAME_MOVE_MS);

/** Each date member's moves since creation in ms, by path (sorted, for a page), of the jobs the answer shows. */
function movesOf(exchange: Exchange, created: Map<number, Dates>): Map<string, number[]> {
  const moves = new Map<string, number[]>();
  const shown = jobsOf(exchange);
  if (!shown) {
    return moves;
  }
  const creating = ["POST", "PUT"].includes(exchange.request.method) && shown.at === "$";
  const members = new Set(shown.jobs.flatMap(({ dates }) => Object.keys(dates)));
  for (const member of members) {
    const seen: number[] = [];
    for (const { id, dates } of shown.jobs) {
      const first = created.get(id)?.[member];
      const now = dates[member];
      if (first !== undefined && now !== undefined) {
        seen.push(now - first);
      }
    }
    if (seen.length > 0) {
      moves.set(
        `${shown.at}.${member}`,
        seen.sort((a, b) => a - b),
      );
    }
  }
  for (const { id, dates } of shown.jobs) {
    if (creating && !created.has(id)) {
      created.set(id, dates);
    }
  }
  return moves;
}

/** For each pair of exchanges in run order, how the moves of the jobs' dates differ. */
export function dateMoveDifferences(pairs: ReadonlyArray<{ left: Exchange; right: Exchange }>): Difference[][] {
  const created = { left: new Map<number, Dates>(), right: new Map<number, Dates>() };
  return pairs.map(({ left, right }) => {
    const [mine, theirs] = [movesOf(left, created.left), movesOf(right, created.right)];
    const differences: Difference[] = [];
    for (const [at, moved] of mine) {
      const other = theirs.get(at);
      if (other !== undefined && !sameMoves(moved, other)) {
        differences.push({ aspect: "date-move", at, left: days(moved), right: days(other) });
      }
    }
    return differences;
  });
}
