// Prints one closing line for the whole suite ("Tests: N passed, N failed, N skipped") from the
// JSON reports of Vitest (unit, integration) and Playwright (end-to-end).
import { readFileSync } from "node:fs";

const read = (file) => JSON.parse(readFileSync(new URL(`../.reports/${file}`, import.meta.url), "utf8"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

for (const suite of ["unit", "integration"]) {
  const report = read(`${suite}.json`);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + report.numTodoTests;
  lines.push(`  ${suite}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}
const { stats } = read("e2e.json");
totals.passed += stats.expected + stats.flaky;
totals.failed += stats.unexpected;
totals.skipped += stats.skipped;
lines.push(`  end-to-end: ${stats.expected + stats.flaky} passed, ${stats.unexpected} failed`);

console.log(lines.join("\n"));
console.log(`Tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exitCode = totals.failed > 0 || totals.passed === 0 ? 1 : 0;
