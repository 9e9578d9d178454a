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

/**
 * `addedOn` and, where places are added as they are read in another order than the
 * document's, `readBefore`; nothing where the towns were not named as asked (`missing`
 * says why). `town(n)` is the n-th town of the run nobody holds.
 */
export async function observeAddedOn(
  probe: Probe,
  town: (n: number) => string,
  missing: (knob: string, reason: string) => void,
): Promise<AddedOn> {
  const refused: Array<{ field: string; town: string }> = [];
  const reasons = [
    { field: WHOLE_JOB, change: { title: undefined } },
    ...WRITTEN_JOB_FIELDS.filter((field) => field !== "locations").map((field) => ({ field, change: { [field]: [] } })),
  ];
  for (const [index, { field, change }] of reasons.entries()) {
    const answer = await probe.create({ ...change, locations: [{ description: town(index) }] });
    if (!succeeded(answer)) {
      refused.push({ field, town: town(index) });
    }
  }
  const added = new Set<string>();
  for (let at = 0; at < refused.length; at += PER_CREATE) {
    const pair = refused.slice(at, at + PER_CREATE);
    const first = town(reasons.length + at / PER_CREATE);
    const named = await probe.create({
      locations: [first, ...pair.map(({ town }) => town)].map((description) => ({ description })),
    });
    const [firstId, ...ids] = placeIds(named.json);
    if (!succeeded(named) || ids.length !== pair.length || ![firstId, ...ids].every(Number.isInteger)) {
      missing("locations.addedOn", `new towns were not named as asked: ${describeAnswer(named)}`);
      return {};
    }
    pair.forEach(({ field }, index) => {
      if ((ids[index] as number) < (firstId as number)) {
        added.add(field);
      }
    });
  }
  if (refused.length === 0) {
    missing("locations.addedOn", "no create naming a new town was refused");
    return {};
  }
  if (added.size === 0) {
    return { addedOn: "write" };
  }
  const seen = new Set(refused.map(({ field }) => field));
  const readBefore = WRITTEN_JOB_FIELDS.filter(
    (field) => field !== "locations" && (seen.has(field) ? !added.has(field) : listedBefore(field)),
  );
  const asListed = readBefore.length === LISTED_BEFORE.length && readBefore.every(listedBefore);
  return asListed
    ? { addedOn: "read" }
    : { addedOn: "read", readBefore: readBefore as NonNullable<DialectLocations["readBefore"]> };
}
