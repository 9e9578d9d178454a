/**
 * dates.closeDateTime: the time of day the deployment stores a closeDate at, read from a
 * job created without one: 60 days after its publishDate to the millisecond is `exact`;
 * otherwise the time of day its closeDate shows, in the zone it is written in.
 */
import { describeAnswer, type Observation, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

const SIXTY_DAYS = 60 * 86_400_000;
const TIME_OF_DAY = /T(\d{2}:\d{2}:\d{2})(?:\.\d+)?(Z|[+-]\d{2}:\d{2})$/i;

/** The rule a job's two dates show: `exact`, a time in a zone, or undefined where the closeDate has no time. */
export function closeDateTimeOf(publishDate: unknown, closeDate: unknown): string | undefined {
  if (typeof publishDate !== "string" || typeof closeDate !== "string") {
    return undefined;
  }
  if (Date.parse(closeDate) - Date.parse(publishDate) === SIXTY_DAYS) {
    return "exact";
  }
  const match = TIME_OF_DAY.exec(closeDate);
  return match ? `${match[1]}${(match[2] as string).toUpperCase()}` : undefined;
}

/** dates.closeDateTime: the dates of a job created without a closeDate. */
export async function observeCloseDateTime(probe: Probe): Promise<Observation<string>> {
  const answer = await probe.create({ referenceId: probe.referenceId(), closeDate: undefined });
  if (!succeeded(answer)) {
    return unobservable(`the target did not create the probe's job: ${describeAnswer(answer)}`, answer);
  }
  const { publishDate, closeDate } = answer.json ?? {};
  const rule = closeDateTimeOf(publishDate, closeDate);
  const shown = `publishDate ${JSON.stringify(publishDate)}, closeDate by default ${JSON.stringify(closeDate)}`;
  return rule === undefined
    ? unobservable(`${shown}: the closeDate shows no time of day`, answer)
    : observed(rule, answer, shown);
}
