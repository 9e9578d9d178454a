/**
 * A second request of each refusal class, refused for another reason than the first
 * (another field, id, path or body): what a deployment says alike to both is the class's
 * own words. Classes left out keep the words of their first refusal as the fake's own.
 */
import type { RefusalClass } from "@jobs-toolkit/spec";
import type { Answer } from "../../answer.js";
import { observeAutoRefresh } from "../observe-jobs.js";
import { type Probe, succeeded } from "../probe.js";

const JOBS = "/api/v1.1/jobs";

const post = (probe: Probe, contentType: string, body: string) =>
  probe.session.raw({ method: "POST", path: JOBS, headers: { "Content-Type": contentType }, body });

/** A second referenceId taken twice. */
async function takenAgain(probe: Probe): Promise<Answer | undefined> {
  const referenceId = probe.referenceId();
  return succeeded(await probe.create({ referenceId })) ? probe.create({ referenceId }) : undefined;
}

/**
 * Another method refused: OPTIONS on the collection, or where it answers that (as CORS
 * does), POST or PATCH on a job of the run (a deployment may take PATCH as PUT).
 */
async function otherMethodRefused(probe: Probe): Promise<Answer | undefined> {
  const options = await probe.session.raw({ method: "OPTIONS", path: JOBS, headers: {} });
  if (options.status >= 400) {
    return options;
  }
  const created = await probe.create();
  const id = created.json?.id;
  if (!succeeded(created) || !Number.isInteger(id)) {
    return undefined;
  }
  for (const method of ["POST", "PATCH"]) {
    const answer = await probe.send(method, `${JOBS}/${id}`, probe.job());
    if (answer.status >= 400) {
      return answer;
    }
  }
  return undefined;
}

/**
 * Another method overridden: TRACE, which no API takes as an override, where the first
 * named PATCH; the job is one the deployment would take without the header.
 */
const otherOverride = (probe: Probe) =>
  probe.session.raw({
    method: "POST",
    path: JOBS,
    headers: { "Content-Type": "application/json", "X-HTTP-Method-Override": "TRACE" },
    body: JSON.stringify(probe.job({ referenceId: probe.referenceId() })),
  });

/** The second request of each class, or undefined where it could not be made. */
export const SECOND_EXEMPLARS: Partial<Record<RefusalClass, (probe: Probe) => Promise<Answer | undefined>>> = {
  // A field with an index, where the first broke the title: it also shows the notation of fields.
  validation: (probe) => probe.create({ categories: [{ id: 0 }] }),
  missingKey: (probe) => probe.get(`${JOBS}/1`, "none"),
  badKey: (probe) => probe.get(`${JOBS}/1`, "wrong"),
  notFound: (probe) => probe.get(`${JOBS}/2147483646`),
  referenceIdTaken: takenAgain,
  // None for statusMove: the one move every deployment refuses, sent twice, would say its
  // words as the class's (`cannot move active to draft`); its rule's words are learnt instead.
  // Another parameter: a page refused twice would say its own rule's words as the class's.
  badQuery: (probe) => probe.list("pageSize=0"),
  plan: async (probe) => (await observeAutoRefresh(probe)).evidence,
  unknownRoute: (probe) => probe.get("/api/v1.1/nothing-here-either"),
  methodNotAllowed: otherMethodRefused,
  methodOverride: otherOverride,
  trailingSlash: (probe) => probe.get(`${JOBS}/1/`),
  badJobId: (probe) => probe.get(`${JOBS}/xyz`),
  jobIdOutOfRange: (probe) => probe.get(`${JOBS}/3000000000`),
  mediaType: (probe) => post(probe, "text/csv", JSON.stringify(probe.job())),
  malformedJson: (probe) => post(probe, "application/json", "{"),
  notAnObject: (probe) => post(probe, "application/json", "42"),
};
