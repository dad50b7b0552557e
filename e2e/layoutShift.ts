import type { Page } from '@playwright/test';

// A page's layout shifts as the browser reports them (PerformanceObserver "layout-shift"), input-driven ones left out,
// each with what moved, so that a failing check says where to look.

interface Shift {
  value: number;
  /** The moved elements: tag, class, the start of their text, and their box's top before and after. */
  moved: string[];
}

declare global {
  interface Window {
    layoutShifts?: Shift[];
  }
}

/** Starts recording the page's layout shifts before its first script runs. */
export async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: Shift[] = [];
    window.layoutShifts = shifts;
    type Source = { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
    type Entry = PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Entry[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map(({ node, previousRect, currentRect }) => {
          const name =
            node instanceof Element ? `${node.tagName.toLowerCase()}.${node.className}` : (node?.nodeName ?? 'none');
          const text = (node?.textContent ?? '').trim().slice(0, 30);
          return `${name} "${text}" top ${String(Math.round(previousRect.y))}→${String(Math.round(currentRect.y))}`;
        });
        shifts.push({ value: entry.value, moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The sum of the shifts recorded so far. */
export function shiftSum(page: Page): Promise<number> {
  return page.evaluate(() => (window.layoutShifts ?? []).reduce((sum, shift) => sum + shift.value, 0));
}

/** The shifts recorded so far, one line each with what moved: a failing check's message. */
export function shiftReport(page: Page): Promise<string> {
  return page.evaluate(() =>
    (window.layoutShifts ?? []).map((shift) => `${shift.value.toFixed(4)}: ${shift.moved.join('; ')}`).join('\n'),
  );
}
