/**
 * What the contract tests expect of one test deployment (contract-deployments-*.test.ts):
 * the example app's contract, recorded against the fake learnt from it, passes on it and
 * on that fake; each seeded fault that changes an answer the app's calls receive fails it,
 * naming a test, an exchange and a difference; every other fault passes.
 */
import { expect } from "vitest";
import { formatContractReport } from "../../src/contract/report.js";
import { runDeployment } from "./contract-faults.js";
import type { Target } from "./independents.js";

/** Runs and checks everything for `target`. */
export async function checkDeployment(target: Target): Promise<void> {
  const run = await runDeployment(target);
  const exchanges = run.contract.tests.reduce((sum, test) => sum + test.exchanges.length, 0);
  expect(run.clean.verdict, formatContractReport(run.clean)).toBe("passed");
  expect(run.clean.compared).toBe(exchanges);
  expect(run.fake.verdict, formatContractReport(run.fake)).toBe("passed");
  expect(run.fake.compared).toBe(exchanges);

  const changed = run.faults.filter((row) => row.effect === "changed");
  // Without a fault that reaches the app's calls, nothing here would be proved.
  expect(changed.length).toBeGreaterThan(0);
  for (const { fault, effect, report } of run.faults) {
    const text = `${target.name} with ${fault} (${effect}):\n${formatContractReport(report)}`;
    if (effect !== "changed") {
      expect(report.verdict, text).toBe("passed");
      continue;
    }
    expect(report.verdict, text).toBe("failed");
    const named = report.tests.flatMap((test) =>
      test.exchanges.filter((exchange) => exchange.differences.length > 0).map((exchange) => ({ test, exchange })),
    );
    expect(named.length, text).toBeGreaterThan(0);
    expect(text).toMatch(
      /FAILED {2}examples\/contract\/.+ > .+\n {4}exchange \d+: [A-Z]+ \S+ (answered \d+|not sent)\n {6}\S+/,
    );
  }
}
