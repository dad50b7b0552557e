// The header's background is a real image of our own, light in bytes, drawn by CSS (never holding up the first paint),
// and the footer's credit names it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../render';

const PARTIAL = 'src/app/shell/_header.scss';

/** The image file the header's style draws, resolved from the partial's url(). */
function headerImage(): string {
  const css = readFileSync(PARTIAL, 'utf8');
  expect(css).toMatch(/\.site-header\s*\{/);
  const url = /url\("?([^")]+\.svg)"?\)/.exec(css)?.[1];
  expect(url, 'the header partial draws an SVG background').toBeDefined();
  return resolve(dirname(PARTIAL), url ?? '');
}

describe('the header image', () => {
  it('is an SVG of ours, a few kilobytes at most, with no script, drawn as the header’s CSS background', () => {
    expect(readFileSync('src/app/styles.scss', 'utf8')).toMatch(/^@use "shell\/header";$/m);
    const file = headerImage();
    expect(existsSync(file)).toBe(true);
    expect(statSync(file).size).toBeLessThan(4096);
    const svg = readFileSync(file, 'utf8');
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).not.toMatch(/<script|<image|href="http/i);
    // Nothing asks for it ahead of the page: no preload in the page shell.
    expect(readFileSync('index.html', 'utf8')).not.toMatch(/preload[^>]*header/i);
  });

  it('is credited by name in the footer', async () => {
    const title = /<title>([^<]+)<\/title>/.exec(readFileSync(headerImage(), 'utf8'))?.[1] ?? '';
    expect(title).not.toBe('');
    renderRoute('/privacy');
    await screen.findByRole('heading', { name: 'Privacy policy' });
    expect(within(screen.getByRole('contentinfo')).getByText(/header artwork/i)).toHaveTextContent(title);
  });
});
