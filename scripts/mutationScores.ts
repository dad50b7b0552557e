// A mutation report's score per folder (the schema of mutation-testing-elements, which Stryker's JSON reporter writes):
// detected (killed, timed out) over detected and undetected (survived, no coverage); ignored mutants and those that
// did not compile or run count in neither, as Stryker counts its own score.

export interface MutationReport {
  files: Record<string, { mutants: { status: string }[] }>;
}

export interface FolderScore {
  folder: string;
  score: number;
  detected: number;
  undetected: number;
  /** Files with undetected mutants, and how many. */
  survivors: [string, number][];
}

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

/** The folder a file scores in: its first two path parts ("src/lib"). */
const folderOf = (file: string) => file.split('/').slice(0, 2).join('/');

export function mutationScores(report: MutationReport): FolderScore[] {
  const folders = new Map<string, FolderScore>();
  for (const [file, { mutants }] of Object.entries(report.files)) {
    const name = folderOf(file);
    const folder = folders.get(name) ?? { folder: name, score: 100, detected: 0, undetected: 0, survivors: [] };
    folders.set(name, folder);
    const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
    const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status)).length;
    folder.detected += detected;
    folder.undetected += undetected;
    if (undetected > 0) folder.survivors.push([file, undetected]);
  }
  for (const folder of folders.values()) {
    const counted = folder.detected + folder.undetected;
    folder.score = counted === 0 ? 100 : (100 * folder.detected) / counted;
  }
  return [...folders.values()].sort((a, b) => a.folder.localeCompare(b.folder));
}
