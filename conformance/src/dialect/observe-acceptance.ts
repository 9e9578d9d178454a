/**
 * Input acceptance learnt by example: for each borderline input, a valid job of the run
 * with that one departure, and what the deployment did with it: refused it, took it as
 * sent, or took it normalised (and how, read from the job it answers with). Each becomes
 * an entry of the dialect's `acceptance`, keyed by the borderline kind.
 */
import type { Acceptance } from "@jobs-toolkit/spec";
import type { Answer } from "../answer.js";
import { isConformanceFailure } from "../failure.js";
import {
  type BodyKind,
  commentedDescription,
  DEPARTURES,
  departed,
  formsOwnPlace,
  inCityAndProvince,
  noonIn30Days,
  SIX_DECIMALS,
  spacedTitle,
} from "./borderline-inputs.js";
import { describeAnswer, isObserved, type Observation, type Observed, observed, unobservable } from "./observation.js";
import { type Probe, succeeded } from "./probe.js";
import { fieldsNamed } from "./templates/infer.js";

const JOBS = "/api/v1.1/jobs";

type Kind = keyof Acceptance;
type Value<K extends Kind> = NonNullable<Acceptance[K]>;

/** One borderline input: what it sends, and the entry the deployment's answer makes. */
interface Borderline<K extends Kind> {
  kind: K;
  /** Sends the input; `plain` is the valid job every input departs from, as the deployment took it. */
  observe(probe: Probe, plain: Answer): Promise<Observation<Value<K>>>;
}

const refusal = (answer: Answer) => answer.status >= 400 && answer.status <= 499;

/**
 * The entry an answer makes: `refused` for a 4xx, what `taken` reads from a 2xx job (undefined
 * when the job shows no normalisation the dialect names), and unobservable otherwise.
 */
function outcome<V>(
  answer: Answer,
  refused: V,
  taken: (job: Record<string, unknown>) => V | undefined,
): Observation<V> {
  if (refusal(answer)) {
    return observed(refused, answer);
  }
  const job = answer.json;
  const value = succeeded(answer) && typeof job === "object" && job !== null ? taken(job) : undefined;
  return value === undefined
    ? unobservable(
        `the deployment took the input but showed no form the dialect names: ${describeAnswer(answer)}`,
        answer,
      )
    : observed(value, answer);
}

const accepted = () => "accepted" as const;

const idsOf = (locations: unknown): unknown[] =>
  Array.isArray(locations) ? locations.map((location) => (location as { id?: unknown } | null)?.id) : [];

type LocationForm = "locationWithoutSpace" | "locationWithoutComma" | "lowerCaseProvince";

/**
 * A location form: `accepted` where the job it makes names the place its `City, XX` names
 * (in the valid job, or in a job of its own where the valid job names none so), as the
 * fake then reads it; `own-place` where it names another place, one of its own.
 */
function locationForm(kind: LocationForm): Borderline<LocationForm> {
  return {
    kind,
    async observe(probe, plain) {
      const base = probe.job();
      const changes = DEPARTURES[kind](base) ?? {};
      const named = formsOwnPlace(base)
        ? plain
        : await probe.send("POST", JOBS, departed(base, inCityAndProvince(base)));
      const answer = await probe.send("POST", JOBS, departed(base, changes));
      const known = idsOf(named.json?.locations);
      return outcome(answer, "refused", (job) => {
        const [id] = idsOf(job.locations);
        // Without ids on both sides, nothing tells the places apart.
        const comparable = typeof id === "number" && known.some((other) => typeof other === "number");
        return !comparable || known.includes(id) ? "accepted" : "own-place";
      });
    },
  };
}

/** A borderline that departs from the valid job as DEPARTURES says for `kind`. */
function departure<K extends BodyKind>(
  kind: K,
  refused: Value<K>,
  taken: (job: Record<string, unknown>, base: Record<string, unknown>) => Value<K> | undefined,
): Borderline<K> {
  return {
    kind,
    async observe(probe) {
      const base = probe.job();
      const changes = DEPARTURES[kind](base);
      if (changes === undefined) {
        return unobservable("the probe's job has nothing this borderline input could change");
      }
      const answer = await probe.send("POST", JOBS, departed(base, changes));
      return outcome(answer, refused, (job) => taken(job, base));
    },
  };
}

const amountOf = (job: Record<string, unknown>) => Number((job.salary as Record<string, unknown> | null)?.amount);
const fourDecimals = (how: (scaled: number) => number) => how(Math.round(SIX_DECIMALS * 1e6) / 100) / 10_000;

/** `+05:30` for 330 minutes. */
function offsetText(minutes: number): string {
  const abs = Math.abs(minutes);
  const two = (value: number) => String(value).padStart(2, "0");
  return `${minutes < 0 ? "-" : "+"}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** closeDate at noon 30 days on without offset: refused, or read at the offset its job shows against noon UTC. */
const dateWithoutOffset: Borderline<"dateWithoutOffset"> = {
  kind: "dateWithoutOffset",
  async observe(probe) {
    const noon = noonIn30Days();
    const local = await probe.create({ closeDate: noon.local });
    if (refusal(local)) {
      return observed("refused", local);
    }
    const utc = await probe.create({ closeDate: noon.utc });
    const [atLocal, atUtc] = [local, utc].map((answer) => Date.parse(String(answer.json?.closeDate)));
    if (!succeeded(local) || !succeeded(utc) || Number.isNaN(atLocal) || Number.isNaN(atUtc)) {
      return unobservable(`a closeDate without offset gave no date to compare: ${describeAnswer(local)}`, local);
    }
    return observed(offsetText(Math.round(((atUtc as number) - (atLocal as number)) / 60_000)), local);
  },
};

/** salary.type null: refused, and the field the refusal names tells how it was read. */
const nullSalaryType: Borderline<"nullSalaryType"> = {
  kind: "nullSalaryType",
  async observe(probe) {
    const base = probe.job();
    const answer = await probe.send("POST", JOBS, departed(base, DEPARTURES.nullSalaryType(base) ?? {}));
    if (!refusal(answer)) {
      return unobservable(
        `the deployment took a null salary type, a reading the dialect names none for: ${describeAnswer(answer)}`,
        answer,
      );
    }
    const named = fieldsNamed(answer.json ?? answer.text, ["/salary/type/id", "/salary/type"]);
    return named.includes("/salary/type/id")
      ? observed("without-id", answer)
      : named.includes("/salary/type")
        ? observed("missing", answer)
        : unobservable(
            `the refusal of a null salary type names neither salary.type nor its id: ${describeAnswer(answer)}`,
            answer,
          );
  },
};

/** A Content-Type of JSON in upper case. */
const mediaTypeUpperCase: Borderline<"mediaTypeUpperCase"> = {
  kind: "mediaTypeUpperCase",
  async observe(probe) {
    const answer = await probe.session.raw({
      method: "POST",
      path: JOBS,
      headers: { "Content-Type": "APPLICATION/JSON" },
      body: JSON.stringify(probe.job()),
    });
    return outcome(answer, "refused", accepted);
  },
};

/** The list's status filter `activ`, with a job of the namespace to list. */
const unknownStatusFilter: Borderline<"unknownStatusFilter"> = {
  kind: "unknownStatusFilter",
  async observe(probe) {
    const created = await probe.create({ status: "active" });
    if (!succeeded(created)) {
      return unobservable(`the probe's job was not created: ${describeAnswer(created)}`, created);
    }
    const answer = await probe.list("status=activ");
    const data = answer.json?.data;
    return outcome(answer, "refused", () => (Array.isArray(data) ? (data.length === 0 ? "empty" : "all") : undefined));
  },
};

/** Every borderline input, in the order of the dialect's `acceptance`. */
const BORDERLINES: ReadonlyArray<Borderline<Kind>> = [
  mediaTypeUpperCase,
  dateWithoutOffset,
  departure("astralTitle", "refused", accepted),
  departure("statusUpperCase", "refused", (job) => (job.status === "active" ? "lower-cased" : undefined)),
  departure("surroundingSpaces", "kept", (job, base) =>
    job.title === base.title ? "trimmed" : job.title === spacedTitle(base) ? "kept" : undefined,
  ),
  departure("sixDecimals", "refused", (job) =>
    amountOf(job) === fourDecimals(Math.round)
      ? "rounded"
      : amountOf(job) === fourDecimals(Math.trunc)
        ? "truncated"
        : undefined,
  ),
  departure("noDescription", "refused", (job) => (job.description === "" ? "empty" : undefined)),
  departure("htmlComment", "refused", (job, base) => {
    const { sent, without } = commentedDescription(base);
    return job.description === sent ? "kept" : job.description === without ? "removed" : undefined;
  }),
  departure("stringBoolean", "refused", (job) => (job.confidential === true ? "coerced" : undefined)),
  departure("stringNumber", "refused", (job) => (amountOf(job) === 50_000 ? "coerced" : undefined)),
  departure("numberTitle", "refused", (job) => (job.title === "12345" ? "stringified" : undefined)),
  departure("unknownMember", "refused", () => "ignored" as const),
  departure("idMember", "refused", () => "ignored" as const),
  departure("negativeAmount", "refused", accepted),
  nullSalaryType,
  departure("closeBeforePublish", "refused", accepted),
  unknownStatusFilter,
  locationForm("locationWithoutSpace"),
  locationForm("locationWithoutComma"),
  locationForm("lowerCaseProvince"),
] as ReadonlyArray<Borderline<Kind>>;

/** The statuses learning saw the refusals of a job body and of a list query answered with. */
export interface RefusalStatuses {
  validation?: number | undefined;
  badQuery?: number | undefined;
}

/**
 * Why a refusal cannot be written as `refused`: the dialect answers it with the refusal of
 * its class (validation for a body, badQuery for a list query), and this one came with
 * another status. Undefined where it may be written, or where the class's status is unknown.
 */
function otherRefusalThan(kind: Kind, observation: Observed<unknown>, statuses: RefusalStatuses): string | undefined {
  // A null salary type is refused whichever field it names.
  const refused = observation.value === "refused" || kind === "nullSalaryType";
  if (!refused || kind === "mediaTypeUpperCase") {
    return undefined;
  }
  const refusal = kind === "unknownStatusFilter" ? "badQuery" : "validation";
  const expected = statuses[refusal];
  const { status } = observation.evidence;
  return expected === undefined || expected === status
    ? undefined
    : `refused with ${status} where the ${refusal} refusal answers ${expected}: the dialect names no other refusal for it (${describeAnswer(observation.evidence)})`;
}

/** What observing acceptance gives: the entries seen, and each kind left unseen with the reason. */
export interface LearntAcceptance {
  acceptance: Acceptance;
  unobserved: Array<{ knob: string; reason: string }>;
}

/** Sends every borderline input (one job each, in `probe`'s namespace) and reads the deployment's answer. */
export async function observeAcceptance(probe: Probe, statuses: RefusalStatuses = {}): Promise<LearntAcceptance> {
  const acceptance: Record<string, unknown> = {};
  const unobserved: LearntAcceptance["unobserved"] = [];
  // A departure refused tells something only where the job it departs from is taken.
  const plain = await probe.create().catch((error: unknown) => {
    if (isConformanceFailure(error)) {
      return undefined;
    }
    throw error;
  });
  if (plain === undefined || !succeeded(plain)) {
    const reason = `the valid job every borderline input departs from was not created${plain ? `: ${describeAnswer(plain)}` : ""}`;
    return { acceptance: {}, unobserved: BORDERLINES.map(({ kind }) => ({ knob: `acceptance.${kind}`, reason })) };
  }
  for (const borderline of BORDERLINES) {
    const knob = `acceptance.${borderline.kind}`;
    try {
      const observation = await borderline.observe(probe, plain);
      const otherRefusal = isObserved(observation)
        ? otherRefusalThan(borderline.kind, observation, statuses)
        : undefined;
      if (isObserved(observation) && otherRefusal === undefined) {
        acceptance[borderline.kind] = observation.value;
      } else {
        unobserved.push({ knob, reason: otherRefusal ?? (observation as { unobservable: string }).unobservable });
      }
    } catch (error) {
      // An answer that breaks the published interface leaves the kind unseen, never the run stopped.
      if (!isConformanceFailure(error)) {
        throw error;
      }
      unobserved.push({ knob, reason: error.message });
    }
  }
  return { acceptance: acceptance as Acceptance, unobserved };
}
