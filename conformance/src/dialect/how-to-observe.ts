/**
 * What to pass (or where to learn) so that a knob learning left unobserved gets observed:
 * the learning run names it beside each knob, so the fix is in the message, not in a manual.
 */

const HOW: Readonly<Record<string, string>> = {
  "referenceData.categories": "an --api-key whose employer can read the job categories",
  "referenceData.positionTypes": "an --api-key whose employer can read the position types",
  autoRefresh:
    "learn from a deployment whose clock the run controls (/__admin/clock), with an --api-key of an employer on the unlimited plan",
  plans: "learn from a deployment that shows its employers' plans (/__admin/state)",
  autoRefreshOnStandardPlan: "an --api-key of an employer on the standard plan (a second --api-key if there is one)",
  "errors.missingKey": "learn from a deployment that asks for an API key",
  "errors.badKey": "learn from a deployment that asks for an API key",
  "errors.plan": "an --api-key of an employer on the standard plan, if the deployment refuses autoRefresh there",
  "errors.statusMove": "nothing, if the deployment allows every move: then no app meets this refusal",
  "paging.ties": "nothing, if the deployment never gives two jobs one publishDate: then no app meets a tie",
};

/** Jobs of the run show every other knob: they need ids the target takes and keys that may create. */
const JOBS =
  "--api-key of an employer that may create and list jobs (and --category-ids, --position-type-ids when the target does not list them)";

/** What to pass to observe `knob`, in words. */
export function howToObserve(knob: string): string {
  return HOW[knob] ?? JOBS;
}
