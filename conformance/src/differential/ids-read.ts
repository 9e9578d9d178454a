/**
 * Reading what a run's answers say of ids: a body's JSON, and how ids handed out one after
 * another follow one another. Shared by the traits of a whole run and the correspondence
 * of each side's ids.
 */

/** A body's JSON, or undefined where it holds none. */
export function parsed(body: string | undefined): unknown {
  try {
    return JSON.parse(body ?? "");
  } catch {
    return undefined;
  }
}

/**
 * The scale of a first id. Which id comes first depends on what a deployment held before
 * the run, so only its scale says something of the deployment: small, large, or near the
 * Int32 limit an app's id field may not hold past.
 */
function scaleOf(id: number): string {
  return id >= 2_000_000_000 ? "near the Int32 limit" : id >= 100_000 ? "large" : "small";
}

/**
 * How ids, in the order they were handed out, follow one another: `+13 from small ids`
 * (each the last plus 13), `rising irregularly from large ids`, `unordered ...`; undefined
 * with fewer than two.
 */
export function idPattern(ids: readonly number[]): string | undefined {
  const [first] = ids;
  if (first === undefined || ids.length < 2) {
    return undefined;
  }
  const steps = ids.slice(1).map((id, index) => id - (ids[index] as number));
  const from = `from ${scaleOf(first)} ids`;
  if ((steps[0] ?? 0) > 0 && steps.every((step) => step === steps[0])) {
    return `+${steps[0]} ${from}`;
  }
  return steps.every((step) => step > 0) ? `rising irregularly ${from}` : `unordered ${from}`;
}
