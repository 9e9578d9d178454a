/**
 * Reference data and forms as the deployment writes them inside its own jobs, learnt from
 * jobs of the run: the salary type a job shows for each documented id, the routing type
 * for each, the employer of each key, the notation of salary amounts on a read, and
 * whether the routing field a type does not use is kept for a later change of type.
 */
import type { Dialect, ShownItem } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { isRecord } from "../json.js";
import type { UnobservedKnob } from "./admissible.js";
import { describeAnswer } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

type InsideJobs = NonNullable<Dialect["insideJobs"]>;

const JOBS = "/api/v1.1/jobs";
/** The salary type ids the interface document gives a meaning to. */
const SALARY_TYPE_IDS = [1, 2, 3, 4, 5];
const EMAIL = "jobs@example.org";
const URL_TO_APPLY = "https://example.org/apply";

/** A reference member of a job as the dialect holds it: an id and string, integer or null members; undefined otherwise. */
function asShown(value: unknown): ShownItem | undefined {
  if (!isRecord(value) || !Number.isInteger(value.id) || Math.abs(value.id as number) > 2 ** 31 - 1) {
    return undefined;
  }
  const members = Object.entries(value).filter(([name]) => name !== "id");
  const fits = members.every(
    ([, member]) => member === null || Number.isInteger(member) || (typeof member === "string" && member.length <= 300),
  );
  return fits && members.length < 10 ? (value as ShownItem) : undefined;
}

/** The notation of the first number written for `member` in a body's text. */
function amountForm(text: string, member: "amount" | "maxAmount"): InsideJobs["amountOnRead"] {
  const number = new RegExp(`"${member}"\\s*:\\s*(-?\\d+(?:\\.(\\d+))?)`).exec(text);
  if (!number) {
    return undefined;
  }
  return number[2]?.length === 4 ? "four-decimals" : number[2] === undefined ? "number" : undefined;
}

const idOf = (answer: Answer): number | undefined =>
  succeeded(answer) && Number.isInteger(answer.json?.id) ? answer.json.id : undefined;

/** The salary types a job shows, one update per documented id. */
async function salaryTypes(probe: Probe, id: number): Promise<ShownItem[]> {
  const shown: ShownItem[] = [];
  for (const type of SALARY_TYPE_IDS) {
    const answer = await probe.send("PUT", `${JOBS}/${id}`, { salary: { amount: 52_000, type: { id: type } } });
    const item = succeeded(answer) ? asShown(answer.json?.salary?.type) : undefined;
    if (item) {
      shown.push(item);
    }
  }
  return shown;
}

/** Observes everything inside jobs; each member it could not see is named in `unobserved`. */
export async function observeInsideJobs(
  probe: Probe,
): Promise<{ insideJobs: InsideJobs; unobserved: UnobservedKnob[] }> {
  const insideJobs: InsideJobs = {};
  const unobserved: UnobservedKnob[] = [];
  const missing = (knob: string, reason: string) => unobserved.push({ knob: `insideJobs.${knob}`, reason });
  const salaried = { salary: { amount: 52_000, maxAmount: 61_000, type: { id: 1 } }, applicantRoutingType: { id: 1 } };
  const withBoth = await probe.create({ ...salaried, applicationEmail: EMAIL, applicationUrl: URL_TO_APPLY });
  // A deployment that refuses the field a routing type does not use still shows the rest.
  const created = succeeded(withBoth)
    ? withBoth
    : await probe.create({ ...salaried, applicationEmail: EMAIL, applicationUrl: undefined });
  const id = idOf(created);
  if (id === undefined) {
    const reason = `the probe's job with a salary and both routing fields was not created: ${describeAnswer(created)}`;
    for (const knob of ["salaryTypes", "routingTypes", "employers", "amountOnRead", "maxAmount", "otherRoutingField"]) {
      missing(knob, reason);
    }
    return { insideJobs, unobserved };
  }
  const maxAmount = amountForm(created.text, "maxAmount");
  const read = await probe.get(`${JOBS}/${id}`);
  const amountOnRead = succeeded(read) ? amountForm(read.text, "amount") : undefined;
  record(insideJobs, "maxAmount", maxAmount, missing, `maxAmount 61000 was written ${describeAnswer(created)}`);
  record(insideJobs, "amountOnRead", amountOnRead, missing, `amount 52000 was read back ${describeAnswer(read)}`);

  // Routing type 2 alone: a deployment that kept the URL takes it; one that forgot it wants one.
  const switched = await probe.send("PUT", `${JOBS}/${id}`, { applicantRoutingType: { id: 2 } });
  const otherRoutingField = succeeded(switched)
    ? switched.json?.applicationUrl === URL_TO_APPLY
      ? "kept"
      : undefined
    : switched.status >= 400 && switched.status < 500
      ? "forgotten"
      : undefined;
  record(insideJobs, "otherRoutingField", otherRoutingField, missing, describeAnswer(switched));

  const routed = await probe.send("PUT", `${JOBS}/${id}`, {
    applicantRoutingType: { id: 2 },
    applicationUrl: URL_TO_APPLY,
  });
  const routingTypes = [asShown(created.json?.applicantRoutingType), asShown(routed.json?.applicantRoutingType)];
  const shownRouting = succeeded(routed) ? routingTypes.filter((item) => item !== undefined) : [];
  record(
    insideJobs,
    "routingTypes",
    shownRouting.length === 2 ? shownRouting : undefined,
    missing,
    describeAnswer(routed),
  );

  const salaries = await salaryTypes(probe, id);
  record(
    insideJobs,
    "salaryTypes",
    salaries.length > 0 ? salaries : undefined,
    missing,
    "no update showed a salary type",
  );

  const employers = [asShown(created.json?.employer)];
  if (probe.session.context.options.apiKeys.length > 1) {
    // autoRefresh off: the second key's employer may be on a plan that refuses it.
    employers.push(asShown((await probe.create({ autoRefresh: false }, 1)).json?.employer));
  }
  const shownEmployers = employers.filter((item) => item !== undefined);
  record(
    insideJobs,
    "employers",
    shownEmployers.length === employers.length ? shownEmployers : undefined,
    missing,
    "a job showed no employer {id, name}",
  );
  return { insideJobs, unobserved };
}

function record<K extends keyof InsideJobs>(
  into: InsideJobs,
  knob: K,
  value: InsideJobs[K] | undefined,
  missing: (knob: string, reason: string) => void,
  reason: string,
): void {
  if (value === undefined) {
    missing(knob, reason);
  } else {
    into[knob] = value;
  }
}
