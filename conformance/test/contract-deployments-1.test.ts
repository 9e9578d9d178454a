import { it } from "vitest";
import { checkDeployment } from "./support/contract-deployment-checks.js";
import { TARGETS } from "./support/independents.js";

for (const target of [TARGETS.delta, TARGETS.epsilon, TARGETS.zeta]) {
  it(
    `${target.name}: the app's contract passes on it and its learnt fake, and fails on each fault that changes what the app gets`,
    {
      timeout: 300_000,
    },
    () => checkDeployment(target),
  );
}
