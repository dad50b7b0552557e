// After `npm run mutation`: each mutated folder's score from the run's JSON report, against the break threshold of
// stryker.config.json (Stryker itself checks the whole run's score only). Exits 1 when a folder is under it.
import { readFileSync } from 'node:fs';
import { mutationScores, type MutationReport } from './mutationScores';

const REPORT = process.argv[2] ?? 'reports/mutation/mutation.json';
const config = JSON.parse(readFileSync('stryker.config.json', 'utf8')) as { thresholds: { break: number } };
const report = JSON.parse(readFileSync(REPORT, 'utf8')) as MutationReport;

const folders = mutationScores(report);
let under = 0;
for (const folder of folders) {
  const low = folder.score < config.thresholds.break;
  if (low) under += 1;
  console.log(
    `${folder.folder.padEnd(10)} ${folder.score.toFixed(2).padStart(6)} %  ${String(folder.detected).padStart(5)} detected, ` +
      `${String(folder.undetected)} undetected (${folder.survivors.length} files with survivors)${low ? '  UNDER THE THRESHOLD' : ''}`,
  );
  for (const [file, count] of folder.survivors) console.log(`    ${file}: ${String(count)}`);
}
if (under > 0) {
  console.error(`${String(under)} folder(s) under the break threshold of ${String(config.thresholds.break)} %.`);
  process.exit(1);
}
console.log(`Every folder at or above ${String(config.thresholds.break)} %.`);
