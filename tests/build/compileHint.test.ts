// Every chunk of the build begins with V8's compile hint (scripts/compileHint.ts); assets are left as they are.
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, hintChunks } from '../../scripts/compileHint';

function bundle() {
  return {
    'assets/common-a.js': { type: 'chunk' as const, code: 'const a=1;' },
    'assets/Page-b.js': { type: 'chunk' as const, code: 'const b=2;' },
    'assets/index-c.css': { type: 'asset' as const },
  };
}

describe('the compile hint', () => {
  it('is the first line of every chunk, and of no asset', () => {
    const files = bundle();
    expect(hintChunks(files)).toEqual(['assets/common-a.js', 'assets/Page-b.js']);
    expect(files['assets/common-a.js'].code).toBe(`${COMPILE_HINT}\nconst a=1;`);
    expect(files['assets/Page-b.js'].code).toBe(`${COMPILE_HINT}\nconst b=2;`);
    expect(files['assets/index-c.css']).toEqual({ type: 'asset' });
  });

  it('is added once, however often the bundle is written', () => {
    const files = bundle();
    hintChunks(files);
    hintChunks(files);
    expect(files['assets/common-a.js'].code.split(COMPILE_HINT)).toHaveLength(2);
  });

  it('is the comment V8 reads', () => {
    expect(COMPILE_HINT).toBe('//# allFunctionsCalledOnLoad');
  });
});
