/** A contract verification's report as text: per test, per exchange, what differs and why. */
import { describeContractDifference } from "./judge.js";
import type { ContractReport, TestVerdict } from "./verify.js";

const MARK: Record<TestVerdict["verdict"], string> = {
  passed: "passed",
  failed: "FAILED",
  inconclusive: "INCONCLUSIVE",
};

function testLines(test: TestVerdict): string[] {
  const lines = [`${MARK[test.verdict]}  ${test.file} > ${test.name}`];
  for (const exchange of test.exchanges) {
    if (exchange.differences.length === 0) {
      continue;
    }
    const answered = exchange.status === undefined ? "not sent" : `answered ${exchange.status}`;
    lines.push(`    exchange ${exchange.step}: ${exchange.request.method} ${exchange.request.url} ${answered}`);
    lines.push(...exchange.differences.map((difference) => `      ${describeContractDifference(difference)}`));
  }
  if (test.why) {
    lines.push(`    ${test.why}`);
  }
  return lines;
}

/** The report in lines: a summary, each test with the differences of each exchange, the verdict. */
export function formatContractReport(report: ContractReport): string {
  const count = (verdict: TestVerdict["verdict"]) => report.tests.filter((test) => test.verdict === verdict).length;
  const lines = [
    `Contract verified against ${report.baseUrl}${report.namespace ? ` (${report.namespace})` : ""}: ` +
      `${report.tests.length} tests, ${count("passed")} passed, ${count("failed")} failed, ${count("inconclusive")} inconclusive; ` +
      `${report.compared} exchanges compared.`,
    ...report.setup.map((problem) => `Set-up problem: ${problem}.`),
    ...report.tests.flatMap(testLines),
  ];
  if (report.error) {
    lines.push(`Stopped: ${report.error}`);
  }
  if (report.left.length > 0) {
    lines.push(`Not cleaned up: ${report.left.join(", ")}.`);
  }
  const verdict = report.verdict === "passed" ? "PASSED" : report.verdict.toUpperCase();
  lines.push(
    report.compared === 0 && report.verdict === "inconclusive"
      ? `${verdict}: no exchange was compared, so nothing was proved.`
      : `${verdict}.`,
  );
  return `${lines.join("\n")}\n`;
}
