/**
 * The part of the space of deployments that the reference data inside jobs and location
 * resolution cover: deployments drawn on those dimensions, the plainest choice on every
 * other, so a fake learnt from each must answer exactly like it.
 */
import fc from "fast-check";
import { type DrawnDeployment, deploymentOf } from "./deployment.js";
import { type Choices, DIMENSIONS } from "./dimensions.js";

/** The dimensions `insideJobs` and `locations` carry. */
const REFERENCE_DIMENSIONS = [
  "salaryTypeNames",
  "routingTypeNames",
  "locationNames",
  "towns",
  "ambiguousCity",
  "locationsPath",
  "locationIds",
  "employers",
  "amountOnRead",
  "maxAmountForm",
] as const satisfies ReadonlyArray<keyof Choices>;

/** A deployment drawn on the reference dimensions, shrinking towards the plainest. */
export function referenceDeploymentArb(): fc.Arbitrary<DrawnDeployment> {
  const model = Object.fromEntries(
    DIMENSIONS.filter(({ name }) => (REFERENCE_DIMENSIONS as readonly string[]).includes(name)).map(
      ({ name, values }) => [name, fc.constantFrom(...values)],
    ),
  );
  return (fc.record(model) as unknown as fc.Arbitrary<Partial<Choices>>).map(
    (choices) => deploymentOf(choices),
    (drawn) => Object.fromEntries(REFERENCE_DIMENSIONS.map((name) => [name, (drawn as DrawnDeployment).choices[name]])),
  );
}
