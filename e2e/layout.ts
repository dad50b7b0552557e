import { expect, type Page } from '@playwright/test';

/**
 * What the page shows at one width, read in one round trip: how much wider than the window the document is, the
 * links and controls that lie outside the window (a horizontally scrolled table counts: scrolled out is out of
 * reach), and text in a table that its box cuts off (a cell or a name with hidden overflow or an ellipsis) unless its
 * tooltip holds it whole (a phone's leaderboard row keeps one line and cuts a long name so).
 */
interface LayoutReport {
  width: number;
  documentWidth: number;
  /** The outermost elements reaching past the window when the document is too wide. */
  wide: string[];
  outside: string[];
  clipped: string[];
}

function readLayout(): LayoutReport {
  const width = window.innerWidth;
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element as HTMLElement).innerText.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
  const hiddenText = (element: Element) => element.closest('.is-sr-only, .skip-link') !== null;
  const outside: string[] = [];
  for (const element of document.querySelectorAll('a[href], button, input, select, textarea, summary')) {
    if (hiddenText(element)) continue;
    // A tab bar that scrolls sideways on purpose (TabNav's `scroll`, its scroll bar showing) keeps its links a swipe
    // away: the bar itself must lie inside the window.
    const rect = (element.closest('[data-scrolls-sideways]') ?? element).getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0 || getComputedStyle(element).visibility === 'hidden') continue;
    if (rect.left < -1 || rect.right > width + 1)
      outside.push(`${nameOf(element)} at ${Math.round(rect.left)}…${Math.round(rect.right)} px`);
  }
  const clipped: string[] = [];
  for (const element of document.querySelectorAll('td, td *, tbody th, tbody th *')) {
    if (hiddenText(element) || !(element instanceof HTMLElement)) continue;
    // Cut on purpose, with the whole text in its tooltip (and in the link's accessible name inside it).
    if (element.title.trim() !== '') continue;
    const style = getComputedStyle(element);
    const cuts =
      style.textOverflow === 'ellipsis' ||
      (style.overflowX !== 'visible' && style.overflowX !== 'auto' && style.overflowX !== 'scroll');
    if (cuts && element.scrollWidth > element.clientWidth + 1) clipped.push(nameOf(element));
  }
  const documentWidth = document.documentElement.scrollWidth;
  // When the page is too wide, name the outermost elements that stick out, so the failure says where to look.
  const wide: string[] = [];
  if (documentWidth > width) {
    for (const element of document.querySelectorAll('body *')) {
      const rect = element.getBoundingClientRect();
      if (
        rect.right > width + 1 &&
        !(element.parentElement && element.parentElement.getBoundingClientRect().right > width + 1)
      ) {
        wide.push(
          `${element.tagName.toLowerCase()}.${element.className} ${Math.round(rect.left)}…${Math.round(rect.right)} px`,
        );
      }
    }
  }
  return { width, documentWidth, wide: wide.slice(0, 5), outside, clipped };
}

/** Waits until the page has rendered again after a resize (media-query listeners run, then a layout, then paint). */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * At each width: the document is no wider than the window, every link and control of the page lies inside it, and no
 * text in a table is cut off. The viewport is put back afterwards.
 */
export async function expectFitsEveryWidth(
  page: Page,
  widths: readonly number[],
  where: string,
  /** More checks at one width (axe where the layout differs from the project's own). */
  atWidth?: (width: number) => Promise<void>,
): Promise<void> {
  const original = page.viewportSize();
  let current = original?.width;
  for (const width of widths) {
    if (original && width !== current) await page.setViewportSize({ width, height: original.height });
    current = width;
    await settle(page);
    const report = await page.evaluate(readLayout);
    expect
      .soft(
        report.documentWidth,
        `${where} at ${width} px: the page is wider than the window (${report.wide.join('; ')})`,
      )
      .toBeLessThanOrEqual(report.width);
    expect.soft(report.outside, `${where} at ${width} px: links or controls outside the window`).toEqual([]);
    expect.soft(report.clipped, `${where} at ${width} px: table text cut off`).toEqual([]);
    await atWidth?.(width);
  }
  if (original && current !== original.width) {
    await page.setViewportSize(original);
    await settle(page);
  }
}
