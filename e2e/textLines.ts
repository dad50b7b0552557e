import type { Locator } from '@playwright/test';

// How a text is laid out in lines, read from the browser: where it breaks, how many lines it takes.

/** The tops of the lines an element's visible text runs over (text read by screen readers only left out). */
export async function lineTops(element: Locator): Promise<number[]> {
  return element.evaluate((root) => {
    // Text for screen readers only: a 1 px box clipped away (Bulma's is-sr-only and the like).
    const readOutOnly = (from: Element | null, stop: Element) => {
      for (let at = from; at && at !== stop.parentElement; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (at.classList.contains('is-sr-only') || (style.position === 'absolute' && style.clipPath !== 'none'))
          return true;
      }
      return false;
    };
    const tops = new Set<number>();
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (readOutOnly(node.parentElement, root)) continue;
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        if (/\s/.test(text.charAt(at))) continue;
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) tops.add(Math.round(rect.top));
      }
    }
    // Glyphs of one line differ by a pixel or two (a smaller font beside a larger one): one line per 8 px band.
    const sorted = [...tops].sort((a, b) => a - b);
    return sorted.filter((top, index) => index === 0 || top - (sorted[index - 1] ?? top) > 8);
  });
}

/** The characters a text ends its lines with, but for the last line: where the browser broke it. */
export async function lineEnds(element: Locator): Promise<string[]> {
  return element.evaluate((root) => {
    const chars: { char: string; top: number }[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      for (let at = 0; at < text.length; at += 1) {
        const range = document.createRange();
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        const rect = range.getBoundingClientRect();
        if (rect.width > 0) chars.push({ char: text.charAt(at), top: rect.top });
      }
    }
    return chars.flatMap((entry, index) => {
      const next = chars[index + 1];
      return next && next.top > entry.top + 4 ? [entry.char] : [];
    });
  });
}

/** The characters after which an id or address may break (src/components/BreakableText.tsx). */
export const SEPARATORS = '/._-:?&=#@';
