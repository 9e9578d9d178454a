/**
 * Drawn deployments: a value for every dimension of the space, made into a conformance
 * target. fast-check draws the choices and shrinks a failing deployment towards the
 * plainest one, so a counterexample names the fewest choices that show it.
 */
import fc from "fast-check";
import { withAdmin } from "../independent/admin.js";
import { createService } from "../independent/service.js";
import type { Target } from "../independents.js";
import { dialectOf } from "./dialect-of.js";
import { type Choices, DIMENSIONS, PLAINEST } from "./dimensions.js";

/** One deployment of the space: its choices, and it as a target. */
export interface DrawnDeployment {
  /** A value for every dimension, by name (plain JSON). */
  choices: Choices;
  /** The choices that differ from the plainest deployment, one `name=value` each. */
  describe(): string;
  target: Target;
}

/** The choices of `choices` that differ from the plainest deployment's. */
function departures(choices: Choices): string[] {
  return DIMENSIONS.flatMap(({ name }) => {
    const value = choices[name as keyof Choices];
    return value === PLAINEST[name as keyof Choices] ? [] : [`${name}=${JSON.stringify(value)}`];
  });
}

/** A short, stable name for a deployment, from its choices. */
function nameOf(choices: Choices): string {
  let hash = 2_166_136_261;
  for (const character of JSON.stringify(choices)) {
    hash = Math.imul(hash ^ character.charCodeAt(0), 16_777_619) >>> 0;
  }
  return `space-${hash.toString(16).padStart(8, "0")}`;
}

/** The deployment with `choices` (the plainest one's for every dimension not given). */
export function deploymentOf(given: Partial<Choices> = {}): DrawnDeployment {
  const choices: Choices = { ...PLAINEST, ...given };
  const name = nameOf(choices);
  const dialect = dialectOf(choices, name);
  const target: Target = {
    name,
    keys: dialect.employers.map(({ apiKey }) => apiKey),
    referenceIds: {
      categoryIds: dialect.categories.map(({ id }) => id),
      positionTypeIds: dialect.positionTypes.map(({ id }) => id),
    },
    create: ({ admin, behaviour, now }) => {
      const service = createService(dialect, { ...(behaviour ? { behaviour } : {}), ...(now ? { now } : {}) });
      return admin ? withAdmin(service, dialect.employers, dialect.formatInstant) : service;
    },
  };
  return {
    choices,
    describe: () => {
      const changed = departures(choices);
      return changed.length === 0 ? `${name} (the plainest deployment)` : `${name}: ${changed.join(", ")}`;
    },
    target,
  };
}

/** Choices for every dimension (or those named, the others the plainest), each shrinking towards its plainest value. */
function choicesArb(names?: readonly string[]): fc.Arbitrary<Choices> {
  const model = Object.fromEntries(
    DIMENSIONS.map(({ name, values }) => [
      name,
      names === undefined || names.includes(name) ? fc.constantFrom(...values) : fc.constant(values[0]),
    ]),
  );
  return fc.record(model) as unknown as fc.Arbitrary<Choices>;
}

/** A legal deployment drawn from the whole space, or along the dimensions named. */
export function deploymentArb(names?: readonly string[]): fc.Arbitrary<DrawnDeployment> {
  return choicesArb(names).map(
    (choices) => deploymentOf(choices),
    (drawn) => (drawn as DrawnDeployment).choices,
  );
}

/** A valid job of the deployment, as an app would first create one. */
export function validJobOf(drawn: DrawnDeployment): Record<string, unknown> {
  const { categoryIds, positionTypeIds } = drawn.target.referenceIds ?? {};
  return {
    title: "Borderline night nurse",
    description: "<p>Nights.</p>",
    locations: [{ description: "Calgary, AB" }],
    categories: [{ id: categoryIds?.[0] }],
    positionType: { id: positionTypeIds?.[0] },
    applicantRoutingType: { id: 1 },
    applicationEmail: "jobs@example.org",
  };
}
