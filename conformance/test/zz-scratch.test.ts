import { it } from "vitest";
import { describeDifference } from "../src/differential/compare.js";
import { compareWithFake, learntDialect } from "./support/fake-comparison.js";
import { deploymentOf } from "./support/space/deployment.js";

it("scratch", { timeout: 120_000 }, async () => {
  const drawn = deploymentOf({ salaryTypeNames: "upper", routingTypeNames: "camel", locationNames: "upper", towns: "shared-names", ambiguousCity: "first", locationsPath: "/api/v1.1/lookups/locations", locationIds: "from-80000", employers: "large-ids", amountOnRead: "four-decimals", maxAmountForm: "number", otherRoutingField: "kept" });
  const t0 = Date.now();
  const dialect = await learntDialect(drawn.target, {});
  console.log(Date.now() - t0, JSON.stringify({ insideJobs: dialect.insideJobs, locations: dialect.locations, unobserved: dialect.unobserved }, null, 1));
  const summary = await compareWithFake(drawn.target, dialect, { seed: 11, numRuns: 1, only: ["model", "requests"] });
  const { insideJobs: _, locations: __, ...rest } = dialect;
  const without = await compareWithFake(drawn.target, rest, { seed: 11, numRuns: 1, only: ["model", "requests"] });
  console.log("WITHOUT", without.compared, without.differing.slice(0, 8).map(({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`).join("\n"));
  console.log(Date.now() - t0, summary.compared, summary.differing.map(({ request, differences }) => `${request.method} ${request.url}: ${differences.map(describeDifference).join("; ")}`).join("\n"));
});
