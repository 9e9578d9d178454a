/**
 * Valid job inputs. A specimen is what fast-check draws and shrinks; it becomes a
 * request body only at run time, when the run's namespace and the clock are known.
 */
import fc from "fast-check";
import type { TargetInfo } from "../context.js";
import { DAY, formatDay, formatInstant, formatWithOffset } from "../dates.js";
import { must } from "../must.js";
import type { Profile } from "../options.js";
import { descriptionArb } from "./description-arb.js";
import type { LocationPool } from "./location-pool.js";

/** active, archived or draft. */
export type JobStatus = "active" | "archived" | "draft";

/** A closeDate relative to the time of the request. */
export interface CloseDateSpec {
  days: number;
  seconds: number;
  form: "date" | "utc" | "offset";
  offsetMinutes: number;
}

/** A salary with amounts in ten-thousandths, so every value has at most four decimals. */
export interface SalarySpec {
  amount: number;
  maxAmount?: number | null;
  type: number;
  plusCommission?: boolean;
}

/** A valid job input before it meets a namespace and a clock. */
export interface JobSpecimen {
  titleWords: string[];
  closeDate?: CloseDateSpec;
  confidential?: boolean;
  autoRefresh?: boolean;
  status?: JobStatus;
  locations: string[];
  categories: number[];
  positionType: number;
  salary?: SalarySpec | null;
  description: string;
  routing: 1 | 2;
  applicationEmail?: string;
  applicationUrl?: string;
  /** The other routing type's field, sent anyway (it must be ignored). */
  strayRoutingField?: boolean;
  /** Read-only and unknown members, sent anyway (reference profile: ignored). */
  noise?: boolean;
}

/** Title words: lists filter on them with q. */
export const TITLE_WORDS = ["nurse", "driver", "welder", "cook", "senior", "junior", "analyst", "clerk"];

/** What the arbitraries draw from. */
export interface ArbitraryEnvironment {
  target: TargetInfo;
  pool: LocationPool;
  profile: Profile;
}

/** A closeDate from one to two hundred days ahead, in the three accepted notations. */
export const closeDateSpecArb: fc.Arbitrary<CloseDateSpec> = fc.record({
  days: fc.integer({ min: 2, max: 200 }),
  seconds: fc.integer({ min: 0, max: DAY - 1 }),
  form: fc.constantFrom("date", "utc", "offset"),
  offsetMinutes: fc.constantFrom(-300, -210, 0, 60, 330),
});

/** Salary amounts: any number of ten-thousandths up to two million. */
export const salarySpecArb: fc.Arbitrary<SalarySpec> = fc
  .record(
    {
      amount: fc.oneof(fc.integer({ min: 0, max: 20_000_000_000 }), fc.constantFrom(3000, 520_000_000, 197_500)),
      extra: fc.option(fc.integer({ min: 0, max: 500_000_000 }), { nil: undefined }),
      nullMax: fc.boolean(),
      type: fc.integer({ min: 1, max: 5 }),
      plusCommission: fc.option(fc.boolean(), { nil: undefined }),
    },
    { requiredKeys: ["amount", "type"] },
  )
  .map(({ amount, extra, nullMax, type, plusCommission }) => {
    const salary: SalarySpec = { amount, type };
    if (extra !== undefined) {
      salary.maxAmount = amount + extra;
    } else if (nullMax) {
      salary.maxAmount = null;
    }
    if (plusCommission !== undefined) {
      salary.plusCommission = plusCommission;
    }
    return salary;
  });

/**
 * Valid job inputs for this target. Only the model's own writes draw `noise` (read-only
 * and unknown members): a set-up create sends what it needs, so a target that refuses
 * unknown members breaks that one rule alone, not every property that creates a job.
 */
export function jobSpecimenArb(
  env: ArbitraryEnvironment,
  withStatus = true,
  withNoise = false,
): fc.Arbitrary<JobSpecimen> {
  const { target, pool, profile } = env;
  const locations = fc
    .uniqueArray(fc.constantFrom(...pool.choices), { minLength: 1, maxLength: 3, selector: (choice) => choice.key })
    .map((choices) => choices.map((choice) => choice.text));
  const categories = fc.uniqueArray(fc.constantFrom(...target.categories.map((category) => category.id)), {
    minLength: 1,
    maxLength: 3,
  });
  return fc
    .record(
      {
        titleWords: fc.array(fc.constantFrom(...TITLE_WORDS), { minLength: 1, maxLength: 3 }),
        closeDate: closeDateSpecArb,
        confidential: fc.boolean(),
        autoRefresh: fc.boolean(),
        status: fc.constantFrom<JobStatus>("active", "archived", "draft"),
        locations,
        categories,
        positionType: fc.constantFrom(...target.positionTypes.map((type) => type.id)),
        salary: fc.option(salarySpecArb, { nil: null }),
        description: descriptionArb,
        routing: fc.constantFrom<1 | 2>(1, 2),
        contact: fc.integer({ min: 1, max: 999 }),
        strayRoutingField: fc.boolean(),
        noise: fc.boolean(),
      },
      { requiredKeys: ["titleWords", "locations", "categories", "positionType", "description", "routing", "contact"] },
    )
    .map(({ contact, ...drawn }) => {
      const specimen: JobSpecimen = { ...drawn };
      // A key known to be on a standard plan is sent no autoRefresh (the first key sends
      // what is drawn; the model and the second key's writes fit their bodies as they send).
      if (specimen.autoRefresh && target.plans[0] === "standard") {
        specimen.autoRefresh = false;
      }
      if (!withStatus) {
        delete specimen.status;
      }
      if (specimen.routing === 1 || specimen.strayRoutingField) {
        specimen.applicationEmail = `jobs+${contact}@example.org`;
      }
      if (specimen.routing === 2 || specimen.strayRoutingField) {
        specimen.applicationUrl = `https://careers.example.org/jobs/${contact}`;
      }
      // The seed profile sends only what the published interface shows a client sending.
      if (profile === "seed" || !withNoise) {
        delete specimen.noise;
      }
      return specimen;
    });
}

/** Where the members a noisy specimen adds sit in its body. */
export const NOISE_POINTERS: readonly string[] = [
  "/employer",
  "/publishDate",
  "/positionType/name",
  "/applicantRoutingType/name",
  "/conformanceUnknownField",
];

/** The closeDate text to send and the instant it names. */
export function renderCloseDate(spec: CloseDateSpec, now: number): { text: string; instant: number } {
  if (spec.form === "date") {
    const day = formatDay(now + spec.days * DAY);
    return { text: day, instant: Date.parse(`${day}T00:00:00Z`) / 1000 };
  }
  const instant = now + spec.days * DAY + spec.seconds;
  return {
    text: spec.form === "utc" ? formatInstant(instant) : formatWithOffset(instant, spec.offsetMinutes),
    instant,
  };
}

/** A salary as sent. */
export function salaryBody(salary: SalarySpec): Record<string, unknown> {
  const body: Record<string, unknown> = { amount: salary.amount / 10_000, type: { id: salary.type } };
  if (salary.maxAmount !== undefined) {
    body.maxAmount = salary.maxAmount === null ? null : salary.maxAmount / 10_000;
  }
  if (salary.plusCommission !== undefined) {
    body.plusCommission = salary.plusCommission;
  }
  return body;
}

/** The title a specimen gets in a namespace: the namespace first, so q finds it. */
export function titleOf(namespace: string, words: readonly string[]): string {
  return `${namespace} ${words.map((word) => must(word[0], "a title word's first letter").toUpperCase() + word.slice(1)).join(" ")}`;
}

/** The request body of a specimen, in a namespace, at a time. */
export function specimenBody(specimen: JobSpecimen, namespace: string, now: number): Record<string, unknown> {
  const body: Record<string, unknown> = { title: titleOf(namespace, specimen.titleWords) };
  if (specimen.closeDate) {
    body.closeDate = renderCloseDate(specimen.closeDate, now).text;
  }
  if (specimen.confidential !== undefined) {
    body.confidential = specimen.confidential;
  }
  if (specimen.autoRefresh !== undefined) {
    body.autoRefresh = specimen.autoRefresh;
  }
  if (specimen.status !== undefined) {
    body.status = specimen.status;
  }
  body.locations = specimen.locations.map((description) => ({ description }));
  body.categories = specimen.categories.map((id) => ({ id }));
  body.positionType = { id: specimen.positionType };
  if (specimen.salary !== undefined) {
    body.salary = specimen.salary === null ? null : salaryBody(specimen.salary);
  }
  body.description = specimen.description;
  body.applicantRoutingType = { id: specimen.routing };
  if (specimen.applicationEmail !== undefined) {
    body.applicationEmail = specimen.applicationEmail;
  }
  if (specimen.applicationUrl !== undefined) {
    body.applicationUrl = specimen.applicationUrl;
  }
  if (specimen.noise) {
    // Read-only members and an unknown field: the reference level says they are ignored.
    body.employer = { id: 999_999, name: "Not Me" };
    body.publishDate = "2001-01-01T00:00:00Z";
    (body.positionType as Record<string, unknown>).name = "Ignored";
    (body.applicantRoutingType as Record<string, unknown>).name = "Ignored";
    body.conformanceUnknownField = { ignored: true };
  }
  return body;
}
