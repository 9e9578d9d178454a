/**
 * How two exchanges of one request differ as an application sees them (view.ts): each
 * difference names what differs, where, and both sides, so a report can list them.
 */
import { sameButJobIds } from "./run-ids.js";
import { type AppView, appView, type Exchange, READ_HEADERS } from "./view.js";

/** What of an exchange differs. */
type Aspect =
  | "status"
  | "media-type"
  | "header"
  | "shape"
  | "date-form"
  | "time-of-day"
  | "link-form"
  | "link-query"
  | "member-order"
  | "id-allocation"
  | "fraction"
  | "tie-order"
  | "date-move"
  | "value"
  | "words";

/** One difference between two exchanges; `absent` where one side has nothing there. */
export interface Difference {
  aspect: Aspect;
  /** The header's name, or the body path (`$.data[].closeDate`); empty for status and media type. */
  at: string;
  left: string;
  right: string;
}

const ABSENT = "absent";

/**
 * How far apart two clocks' readings of one request may be: the request sent to one side,
 * then to the other, retries and their waits included.
 */
const ONE_READING_SECONDS = 60;

/**
 * Whether each side's instants at a path are the other's, each within a reading of the
 * clocks: then where in its day a time falls is the clocks', not a form. Made at midnight,
 * one side shows 00:00:00 ("start of day") and the other 00:00:01 ("a time"); a run across
 * midnight told the fake from its deployment so.
 */
function sameInstants(left: readonly number[] | undefined, right: readonly number[] | undefined): boolean {
  const near = (ours: readonly number[], theirs: readonly number[]) =>
    ours.every((instant) => theirs.some((other) => Math.abs(instant - other) <= ONE_READING_SECONDS));
  return left !== undefined && right !== undefined && near(left, right) && near(right, left);
}

function differencesOf(
  aspect: Aspect,
  left: Readonly<Record<string, string | undefined>>,
  right: Readonly<Record<string, string | undefined>>,
): Difference[] {
  const paths = [...new Set([...Object.keys(left), ...Object.keys(right)])].sort();
  return paths
    .filter((at) => left[at] !== right[at])
    .map((at) => ({ aspect, at, left: left[at] ?? ABSENT, right: right[at] ?? ABSENT }));
}

/** The shape paths under a member only one side has: its own difference says it all. */
function underMissing(differences: Difference[]): Difference[] {
  const missing = differences.filter(({ left, right }) => left === ABSENT || right === ABSENT).map(({ at }) => at);
  return differences.filter(
    ({ at }) => !missing.some((path) => at !== path && (at.startsWith(`${path}.`) || at.startsWith(`${path}[]`))),
  );
}

/** Each order with only the members of `names`, so a member one side lacks (a shape difference) is not an order's. */
function projected(orders: string, names: ReadonlySet<string>): string {
  const kept = orders.split("|").map((order) =>
    order
      .split(",")
      .filter((name) => names.has(name))
      .join(","),
  );
  return [...new Set(kept)].sort().join("|");
}

/** The member orders at each path both sides have, over the members both sides have there. */
function commonOrders(
  left: Readonly<Record<string, string>>,
  right: Readonly<Record<string, string>>,
): [Record<string, string>, Record<string, string>] {
  const names = (orders: string) => new Set(orders.split(/[|,]/));
  const paths = Object.keys(left).filter((path) => path in right);
  const common = (path: string) => {
    const theirs = names(right[path] as string);
    return new Set([...names(left[path] as string)].filter((name) => theirs.has(name)));
  };
  return [
    Object.fromEntries(paths.map((path) => [path, projected(left[path] as string, common(path))])),
    Object.fromEntries(paths.map((path) => [path, projected(right[path] as string, common(path))])),
  ];
}

/** How a run reads the second side's ids: each job's as the first side's id for it, and each place's where paired. */
export interface RunIds {
  jobs: ReadonlyMap<number, number>;
  places?: ((id: number) => number) | undefined;
}

/** How two views differ: status, media type, each header an app reads, then the body. */
function compareViews(left: AppView, right: AppView, ids: RunIds | undefined): Difference[] {
  const differences: Difference[] = [];
  if (left.status !== right.status) {
    differences.push({ aspect: "status", at: "", left: String(left.status), right: String(right.status) });
  }
  if (left.mediaType !== right.mediaType) {
    differences.push({
      aspect: "media-type",
      at: "",
      left: left.mediaType ?? ABSENT,
      right: right.mediaType ?? ABSENT,
    });
  }
  const headers = (view: AppView) => Object.fromEntries(READ_HEADERS.map((name) => [name, view.headers[name]]));
  differences.push(...differencesOf("header", headers(left), headers(right)));
  differences.push(...underMissing(differencesOf("shape", left.shape, right.shape)));
  // A date or link form is compared where both sides have the member: a missing one is a shape difference.
  const both = (forms: Record<string, string>, other: AppView) =>
    Object.fromEntries(Object.entries(forms).filter(([at]) => at in other.shape));
  differences.push(...differencesOf("date-form", both(left.dates, right), both(right.dates, left)));
  // Where one side writes a day alone the date form says it: a time of day is compared where both show one.
  const timed = (times: Record<string, string>, other: AppView) =>
    Object.fromEntries(Object.entries(times).filter(([at]) => at in other.times));
  differences.push(
    ...differencesOf("time-of-day", timed(left.times, right), timed(right.times, left)).filter(
      ({ at }) => !sameInstants(left.instants[at], right.instants[at]),
    ),
  );
  differences.push(...differencesOf("link-form", both(left.links, right), both(right.links, left)));
  differences.push(...differencesOf("link-query", both(left.linkQueries, right), both(right.linkQueries, left)));
  differences.push(...differencesOf("member-order", ...commonOrders(left.orders, right.orders)));
  differences.push(...differencesOf("value", both(left.values, right), both(right.values, left)));
  // Words where both sides say some: a member or body one side lacks is a shape difference.
  const spoken = (words: Record<string, string>, other: AppView) =>
    Object.fromEntries(Object.entries(words).filter(([at]) => at in other.words));
  // Words naming another job name it by each side's id for it.
  const words = differencesOf("words", spoken(left.words, right), spoken(right.words, left));
  differences.push(...words.filter((word) => !ids || !sameButJobIds(word.left, word.right, ids.jobs)));
  return differences;
}

/**
 * How two exchanges of one request differ as an application sees them; [] when it cannot
 * tell them apart. `ids` reads the second side's ids as the first's, where a run paired
 * them (run-ids.ts).
 */
export function compareExchanges(left: Exchange, right: Exchange, ids?: RunIds): Difference[] {
  return compareViews(appView(left), appView(right, ids?.places), ids);
}

/** A difference in one line, e.g. `date-form at $.closeDate: "seconds Z" / "date-only"`. */
export function describeDifference({ aspect, at, left, right }: Difference): string {
  return `${aspect}${at ? ` at ${at}` : ""}: ${JSON.stringify(left)} / ${JSON.stringify(right)}`;
}
