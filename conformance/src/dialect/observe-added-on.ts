/**
 * When a deployment adds the new places a body names, learnt by example: once the write
 * is accepted, or as it reads the locations, so that a write refused after them has added
 * its places (`addedOn`), and then which job fields it reads before them (`readBefore`).
 * Learning sends creates refused each for one reason, each naming a town nobody holds: a
 * job without its title (a rule on the whole job, checked once every field is read), and
 * one for each field a body writes, sent as an empty array (a value of the wrong type, or
 * a list without entries). Then creates naming a new town first and two of those towns
 * after it: a town shown with an id below the first town's was added by its refused
 * create. A field whose create was accepted keeps the document's order.
 */
import { type DialectLocations, JOB_FIELD_ORDER, WRITTEN_JOB_FIELDS } from "@jobs-toolkit/spec";
import { isRecord } from "../json.js";
import { describeAnswer } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";

type AddedOn = Pick<DialectLocations, "addedOn" | "readBefore">;

const LOCATIONS_AT = JOB_FIELD_ORDER.indexOf("locations");
const listedBefore = (field: string) =>
  JOB_FIELD_ORDER.indexOf(field as (typeof JOB_FIELD_ORDER)[number]) < LOCATIONS_AT;
/** The fields a body writes that the document lists before the locations. */
const LISTED_BEFORE = WRITTEN_JOB_FIELDS.filter(listedBefore);
/** How many refused towns one create names after its new first town: a job holds at most three places. */
const PER_CREATE = 2;
/** What a create refused for a rule on the whole job leaves out. */
const WHOLE_JOB = "";

/** The ids of the places a job answer shows, in its order. */
function placeIds(json: unknown): unknown[] {
  return isRecord(json) && Array.isArray(json.locations)
    ? json.locations.map((place) => (isRecord(place) ? place.id : undefined))
    : [];
}

/** A create refused for one reason: what it leaves out or breaks, and the field it is about. */
interface Reason {
  field: string;
  change: Record<string, unknown>;
}

/** What a batch of refused creates tells: the fields refused, and those whose town was added. */
interface Batch {
  refused: string[];
  added: string[];
}

/**
 * Sends each reason's create naming a new town of its own (`newTown()`), then creates
 * naming a new town and two of those refused: undefined, with `missing` told why, where
 * the towns were not named as asked.
 */
async function sendBatch(
  probe: Probe,
  reasons: readonly Reason[],
  newTown: () => string,
  missing: (knob: string, reason: string) => void,
): Promise<Batch | undefined> {
  const refused: Array<{ field: string; town: string }> = [];
  for (const { field, change } of reasons) {
    const town = newTown();
    const answer = await probe.create({ ...change, locations: [{ description: town }] });
    if (!succeeded(answer)) {
      refused.push({ field, town });
    }
  }
  const added: string[] = [];
  for (let from = 0; from < refused.length; from += PER_CREATE) {
    const pair = refused.slice(from, from + PER_CREATE);
    const first = newTown();
    const named = await probe.create({
      locations: [first, ...pair.map(({ town }) => town)].map((description) => ({ description })),
    });
    const [firstId, ...ids] = placeIds(named.json);
    if (!succeeded(named) || ids.length !== pair.length || ![firstId, ...ids].every(Number.isInteger)) {
      missing("locations.addedOn", `new towns were not named as asked: ${describeAnswer(named)}`);
      return undefined;
    }
    added.push(...pair.filter((_, index) => (ids[index] as number) < (firstId as number)).map(({ field }) => field));
  }
  return { refused: refused.map(({ field }) => field), added };
}

/**
 * `addedOn` and, where places are added as they are read in another order than the
 * document's, `readBefore`; nothing where the towns were not named as asked (`missing`
 * says why). `town(n)` is the n-th town of the run nobody holds. A rule on the whole job
 * and a category first: where neither adds its town, the deployment adds none on a
 * refused write, and learning stops there, leaving 3 places rather than 21.
 */
export async function observeAddedOn(
  probe: Probe,
  town: (n: number) => string,
  missing: (knob: string, reason: string) => void,
): Promise<AddedOn> {
  const fields = WRITTEN_JOB_FIELDS.filter((field) => field !== "locations");
  const reasons: Reason[] = [
    { field: WHOLE_JOB, change: { title: undefined } },
    ...["categories", ...fields.filter((field) => field !== "categories")].map((field) => ({
      field,
      change: { [field]: [] },
    })),
  ];
  let towns = 0;
  const newTown = () => town(towns++);
  const first = await sendBatch(probe, reasons.slice(0, 2), newTown, missing);
  if (first === undefined) {
    return {};
  }
  if (first.refused.length === 0) {
    missing("locations.addedOn", "no create naming a new town was refused");
    return {};
  }
  if (first.added.length === 0) {
    return { addedOn: "write" };
  }
  const rest = await sendBatch(probe, reasons.slice(2), newTown, missing);
  if (rest === undefined) {
    return {};
  }
  const seen = new Set([...first.refused, ...rest.refused]);
  const added = new Set([...first.added, ...rest.added]);
  const readBefore = fields.filter((field) => (seen.has(field) ? !added.has(field) : listedBefore(field)));
  const asListed = readBefore.length === LISTED_BEFORE.length && readBefore.every(listedBefore);
  return asListed
    ? { addedOn: "read" }
    : { addedOn: "read", readBefore: readBefore as NonNullable<DialectLocations["readBefore"]> };
}
