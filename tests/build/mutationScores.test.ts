import { describe, expect, it } from 'vitest';
import { mutationScores } from '../../scripts/mutationScores';

const mutants = (...statuses: string[]) => ({ mutants: statuses.map((status) => ({ status })) });

describe("a mutation run's score per folder", () => {
  it('counts killed and timed-out mutants against survivors and uncovered ones, leaving out the ignored', () => {
    const scores = mutationScores({
      files: {
        'src/lib/a.ts': mutants('Killed', 'Killed', 'Timeout', 'Survived', 'Ignored', 'CompileError'),
        'src/lib/deep/b.ts': mutants('Killed', 'NoCoverage'),
        'src/api/c.ts': mutants('Killed', 'Ignored'),
      },
    });
    expect(scores).toEqual([
      { folder: 'src/api', score: 100, detected: 1, undetected: 0, survivors: [] },
      {
        folder: 'src/lib',
        score: (100 * 4) / 6,
        detected: 4,
        undetected: 2,
        survivors: [
          ['src/lib/a.ts', 1],
          ['src/lib/deep/b.ts', 1],
        ],
      },
    ]);
  });

  it('gives a folder with nothing counted a full score', () => {
    expect(mutationScores({ files: { 'src/x/y.ts': mutants('Ignored') } })[0]?.score).toBe(100);
  });
});
