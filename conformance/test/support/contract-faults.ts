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
import { type FaultEffect, recordedNow, withFault } from "./contract-oracle.js";
import { learntDialect } from "./fake-comparison.js";
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
  const dialect = await learntDialect(target, {}, recordedNow);
  const { contract } = await recordExampleContract(dialect);
  const deployment = target.create({ admin: false, now: recordedNow });
  const clean = await verifyContract(contract, {
    fetch: (request) => deployment.fetch(request),
    baseUrl: BASE,
    apiKeys: [...target.keys],
  });
  const fake = await verifyContract(contract, { fetch: createJobsServer({ dialect, now: recordedNow }).fetch });
  const faults: FaultRow[] = [];
  for (const fault of faultsFor(target)) {
    faults.push({ fault: fault.id, ...(await withFault(contract, target, fault)) });
  }
  return { contract, clean, fake, faults };
}
