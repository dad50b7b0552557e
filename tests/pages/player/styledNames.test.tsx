// Display names may carry the game's $ codes: headings show them styled, titles and labels without the codes.
import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { profileAt, preloadPlayerPage } from './helpers';

beforeAll(preloadPlayerPage);

const STYLED = '$f00Red$zName';

describe('a display name written with $ codes', () => {
  it('is styled in the player heading, and plain in the page title', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ ...profileAt(10), displayname: STYLED })));
    renderRoute('/player/anyone');
    const heading = await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(heading).toHaveTextContent(/RedName/));
    expect(heading).not.toHaveTextContent('$');
    expect(within(heading).getByText('Red')).toHaveAttribute('style', expect.stringContaining('color'));
    await waitFor(() => expect(document.title).toBe('Trackmania.io - RedName'));
  });

  it('is plain in the compare page title', async () => {
    server.use(http.get('/api/player/:id', () => HttpResponse.json({ ...profileAt(10), displayname: STYLED })));
    renderRoute('/compare/demo-team/mockpilot');
    await waitFor(() => expect(document.title).toBe('Trackmania.io - RedName vs RedName'), { timeout: 8000 });
  });
});
