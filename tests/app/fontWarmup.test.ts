// The fonts of the site's text styles are looked up while a page waits for its code and data (src/app/fontWarmup.ts):
// one invisible sample per idle moment, all gone once done, and nothing where the browser has no idle callbacks.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WARMED_FONT_COUNT, warmFonts } from '../../src/app/fontWarmup';

const warmup = () => document.querySelector<HTMLElement>('.font-warmup');

afterEach(() => {
  warmup()?.remove();
});

describe('the font warm-up', () => {
  it('draws one hidden sample per idle moment, then removes them all', () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    warmFonts();
    const box = warmup();
    expect(box).not.toBeNull();
    expect(box?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.children).toHaveLength(0);
    for (let drawn = 1; drawn <= WARMED_FONT_COUNT; drawn += 1) {
      idle.shift()?.();
      expect(box?.children).toHaveLength(drawn);
      expect(box?.lastElementChild?.textContent).toBe('Aa1');
    }
    expect(warmup()).not.toBeNull();
    idle.shift()?.();
    expect(warmup()).toBeNull();
    expect(idle).toHaveLength(0);
  });

  it('adds nothing where the browser has no requestIdleCallback', () => {
    expect(typeof requestIdleCallback).toBe('undefined');
    warmFonts();
    expect(warmup()).toBeNull();
  });

  it('draws as many samples as the styles list styles (styles.scss, $warmed-fonts)', () => {
    const scss = readFileSync('src/app/styles.scss', 'utf8');
    const list = /\$warmed-fonts: \(([\s\S]*?)\n\);/.exec(scss)?.[1] ?? '';
    const styles = list.match(/^\s*\(\d{3}, [\d.]+rem, (?:primary|code)\),?$/gm) ?? [];
    expect(styles).toHaveLength(WARMED_FONT_COUNT);
  });
});
