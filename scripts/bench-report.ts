import { writeReport } from "./bench/report.js";

// `npx tsx scripts/bench-report.ts`: rewrites docs/benchmarks.md from the results the bench saved
// in bench-results/ (every database's last run and the live-events figures), without measuring.
console.log(`Written: ${writeReport()}`);
