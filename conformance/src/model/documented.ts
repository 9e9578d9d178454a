/**
 * The members of a job the interface document names. A target may write others
 * (`createdAt`, `updatedAt`, `_links`...): the document says nothing of them, so under the
 * seed profile they are opaque, present or not, changing or not, and an earlier answer
 * becomes a prediction only through {@link documentedJob}.
 */
import { JOB_FIELD_ORDER } from "@jobs-toolkit/spec";
import { oneOf } from "../compare.js";
import type { Json } from "../json.js";
import type { Session } from "../session.js";

/** A member's own named members: `true` for a value kept whole, an object for a nested one, `[shape]` for an array of them. */
type Shape = true | { [member: string]: Shape } | [Shape];

const NAMED_NESTED: Record<string, Shape> = {
  employer: { id: true, name: true },
  locations: [{ id: true, name: true, description: true, type: true }],
  categories: [{ id: true, name: true }],
  positionType: { id: true, name: true },
  salary: { amount: true, maxAmount: true, type: { id: true, name: true, unit: true }, plusCommission: true },
  applicantRoutingType: { id: true, name: true },
};

const JOB_SHAPE: Shape = Object.fromEntries(JOB_FIELD_ORDER.map((member) => [member, NAMED_NESTED[member] ?? true]));

function keep(value: unknown, shape: Shape): unknown {
  if (shape === true || value === null || typeof value !== "object") {
    return value;
  }
  if (Array.isArray(shape)) {
    return Array.isArray(value) ? value.map((item) => keep(item, shape[0])) : value;
  }
  if (Array.isArray(value)) {
    return value;
  }
  const source = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(shape)
      .filter(([member]) => member in source)
      .map(([member, inner]) => [member, keep(source[member], inner)]),
  );
}

/**
 * "Documented as an empty string when the employer gave none; the sample responses show
 * null in that case. Treat both as meaning no reference id": either, wherever it is compared.
 */
const NO_REFERENCE_ID = oneOf([null, ""]);

/** `job` with only the members the interface document names (at every depth), in its own order. */
function documentedJob(job: Json): Json {
  const kept = keep(job, JOB_SHAPE) as Json;
  return kept && (kept.referenceId === "" || kept.referenceId === null)
    ? { ...kept, referenceId: NO_REFERENCE_ID }
    : kept;
}

/**
 * An earlier answer's job as a prediction of a later one: whole in the reference profile
 * (our own server's every member), and in the others only the members the interface
 * document names, since what else a target writes is its own.
 */
// biome-ignore lint/suspicious/noExplicitAny: answers are read as plain JSON.
export function predictionOf(session: Session, job: any): Json {
  return session.reference ? job : documentedJob(job);
}
