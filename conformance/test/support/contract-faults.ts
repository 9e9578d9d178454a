/**
 * The example app's contract against one test deployment, as its team would use it: the
 * deployment's dialect learnt, the app's tests recording against a fake of it, then the
 * contract verified against the deployment, the fake, and the deployment with each seeded
 * fault, beside what each fault changes in the answers (contract-oracle.ts). Shared by the
 * tests and bench/contract-faults.ts, which prints the table.
 */
import { createJobsServer } from "@jobs-toolkit/mock-server";
import type { Contract } from "@jobs-toolkit/spec";
import { type ContractReport, verifyContract } from "../../src/contract/verify.js";
import { effectOf, type FaultEffect, recordedNow } from "./contract-oracle.js";
import { learntDialect } from "./fake-comparison.js";
import type { Fault } from "./independent/faults.js";
import { faultsFor, type Target } from "./independents.js";
import { recordExampleContract } from "./record-contract.js";

const BASE = "http://jobs.deployment.test:8443";

/** One fault's row: what it changes, and the verification's verdict. */
interface FaultRow {
  fault: string;
  effect: FaultEffect;
  report: ContractReport;
}

/** Everything measured for one deployment. */
export interface DeploymentRun {
  contract: Contract;
  clean: ContractReport;
  fake: ContractReport;
  faults: FaultRow[];
}

/** The contract verified against `target`, the fake learnt from it, and each of its faults. */
export async function runDeployment(target: Target): Promise<DeploymentRun> {
  const dialect = await learntDialect(target);
  const { contract } = await recordExampleContract(dialect);
  const against = (behaviour?: Fault["inject"]) => {
    const deployment = target.create({ admin: false, now: recordedNow, ...(behaviour ? { behaviour } : {}) });
    return verifyContract(contract, {
      fetch: (request) => deployment.fetch(request),
      baseUrl: BASE,
      apiKeys: [...target.keys],
    });
  };
  const clean = await against();
  const fake = await verifyContract(contract, { fetch: createJobsServer({ dialect }).fetch });
  const faults: FaultRow[] = [];
  for (const fault of faultsFor(target)) {
    const effect = await effectOf(contract, target, fault);
    faults.push({ fault: fault.id, effect, report: await against(fault.inject) });
  }
  return { contract, clean, fake, faults };
}
