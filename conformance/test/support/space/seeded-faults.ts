/**
 * Seeded faults over the space: a drawn deployment with one rule the document states
 * broken, and whether a run can observe that break at all on that deployment.
 */
import fc from "fast-check";
import { BLIND_SPOT_FAULTS, CLOSED_LIST_FAULTS, FAULTS, type Fault, PLAN_FAULTS } from "../independent/faults.js";
import { type DrawnDeployment, deploymentArb } from "./deployment.js";
import type { Choices } from "./dimensions.js";

/** Every fault of the library: each breaks one rule the document states. */
export const SEEDED_FAULTS: readonly Fault[] = [...FAULTS, ...BLIND_SPOT_FAULTS, ...CLOSED_LIST_FAULTS, ...PLAN_FAULTS];

/** Why `fault` cannot be observed on a deployment with `choices` (with the clock when `admin`). */
function unobservable(fault: Fault, choices: Choices, admin: boolean): string | undefined {
  switch (fault.id) {
    case "refresh-every-8-days":
      return admin ? undefined : "needs clock control";
    case "refresh-on-every-plan":
      if (!admin) {
        return "needs clock control";
      }
      return choices.plans === "second-standard-taken"
        ? undefined
        : "needs a second employer on a standard plan that takes autoRefresh";
    case "refresh-refused-on-unlimited":
      return admin ? undefined : "needs the plans revealed (/__admin/state) or told (--plan)";
    case "other-routing-field-shown":
      return choices.otherRoutingField === "forgotten" ? "the deployment forgets the other routing field" : undefined;
    default:
      return undefined;
  }
}

/** A drawn deployment with one seeded fault. */
export interface FaultyDeployment {
  deployment: DrawnDeployment;
  fault: Fault;
  /** Why a run cannot see the fault here; undefined when it can. */
  unobservable: string | undefined;
  describe(): string;
}

/** Any one seeded fault, shrinking towards the first of the library. */
export const faultArb: fc.Arbitrary<Fault> = fc.constantFrom(...SEEDED_FAULTS);

/** (deployment, one seeded fault) pairs; `admin` says whether runs will have clock control. */
export function faultyDeploymentArb(options: { admin: boolean }): fc.Arbitrary<FaultyDeployment> {
  return fc.tuple(deploymentArb(), faultArb).map(([deployment, fault]) => ({
    deployment,
    fault,
    unobservable: unobservable(fault, deployment.choices, options.admin),
    describe: () => `${fault.id} (${fault.requirement}) on ${deployment.describe()}`,
  }));
}
