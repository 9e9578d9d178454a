/**
 * Partial updates: a random subset of fields, each either valid on its own or breaking
 * only the merged-job rules the model predicts (routing needs its field, referenceId
 * taken, status back to draft).
 */
import fc from "fast-check";
import type { Profile } from "../options.js";
import { descriptionArb } from "./description-arb.js";
import {
  type ArbitraryEnvironment,
  type CloseDateSpec,
  closeDateSpecArb,
  type JobStatus,
  type SalarySpec,
  salarySpecArb,
  TITLE_WORDS,
} from "./job-specimen-arb.js";

/** How an update names a referenceId: a number in the namespace's small range, or none. */
export type ReferenceChoice = { kind: "key"; key: number } | { kind: "none"; value: "" | null };

/** A partial update before it meets a namespace and a clock. */
export interface JobUpdateSpec {
  titleWords?: string[];
  closeDate?: CloseDateSpec;
  confidential?: boolean;
  autoRefresh?: boolean;
  status?: JobStatus;
  locations?: string[];
  categories?: number[];
  positionType?: number;
  salary?: SalarySpec | null;
  description?: string;
  routing?: 1 | 2;
  applicationEmail?: string | null;
  applicationUrl?: string | null;
  reference?: ReferenceChoice;
}

/**
 * Reference ids are drawn from a small range so that collisions (409, upserts of
 * existing jobs) happen; in the reference profile keys 8 to 11 are upper-case twins of
 * 0 to 3, which must be different referenceIds (compared exactly). Whether letter case
 * tells referenceIds apart is left open by the published interface, so the seed profile
 * draws no twins.
 */
export function referenceKeyArb(profile: Profile): fc.Arbitrary<number> {
  return fc.integer({ min: 0, max: profile === "reference" ? 11 : 7 });
}

/** The referenceId a key stands for in a namespace. */
export function referenceIdOf(namespace: string, key: number): string {
  return key < 8 ? `${namespace}-r${key}` : `${namespace}-R${key - 8}`;
}

const UPDATE_KEYS = [
  "titleWords",
  "closeDate",
  "confidential",
  "autoRefresh",
  "status",
  "locations",
  "categories",
  "positionType",
  "salary",
  "description",
  "routing",
  "applicationEmail",
  "applicationUrl",
  "reference",
] as const;

/** Partial updates with one to four fields. */
export function jobUpdateArb(env: ArbitraryEnvironment): fc.Arbitrary<JobUpdateSpec> {
  const { target, pool } = env;
  const contact = fc.integer({ min: 1, max: 999 });
  const fields = fc.record({
    titleWords: fc.array(fc.constantFrom(...TITLE_WORDS), { minLength: 1, maxLength: 3 }),
    closeDate: closeDateSpecArb,
    confidential: fc.boolean(),
    autoRefresh: fc.boolean(),
    status: fc.constantFrom<JobStatus>("active", "archived", "draft"),
    locations: fc
      .uniqueArray(fc.constantFrom(...pool.choices), { minLength: 1, maxLength: 3, selector: (c) => c.key })
      .map((choices) => choices.map((choice) => choice.text)),
    categories: fc.uniqueArray(fc.constantFrom(...target.categories.map((c) => c.id)), { minLength: 1, maxLength: 3 }),
    positionType: fc.constantFrom(...target.positionTypes.map((type) => type.id)),
    salary: fc.option(salarySpecArb, { nil: null }),
    description: descriptionArb,
    routing: fc.constantFrom<1 | 2>(1, 2),
    applicationEmail: fc.option(
      contact.map((n) => `apply+${n}@example.org`),
      { nil: null, freq: 6 },
    ),
    applicationUrl: fc.option(
      contact.map((n) => `https://apply.example.org/${n}`),
      { nil: null, freq: 6 },
    ),
    reference: fc.oneof(
      { weight: 4, arbitrary: referenceKeyArb(env.profile).map((key): ReferenceChoice => ({ kind: "key", key })) },
      fc.constantFrom<ReferenceChoice>({ kind: "none", value: "" }, { kind: "none", value: null }),
    ),
  });
  return fc
    .tuple(fields, fc.subarray([...UPDATE_KEYS], { minLength: 1, maxLength: 4 }))
    .map(
      ([all, keys]) =>
        Object.fromEntries(keys.map((key: (typeof UPDATE_KEYS)[number]) => [key, all[key]])) as JobUpdateSpec,
    );
}
