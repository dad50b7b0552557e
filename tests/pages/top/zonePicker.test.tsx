import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { rankingRows, watchTopRequests, zoneBox } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/top/TopPage');
});

describe('the zone picker', () => {
  it('has a zone picker with its placeholder and a reset button disabled on the world', async () => {
    renderRoute('/top/trophies');
    await rankingRows();
    expect(zoneBox()).toHaveAttribute('placeholder', 'Select a zone');
    expect(zoneBox()).toHaveValue('');
    expect(zoneBox()).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(zoneBox()).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
  });

  it('finds zones by any part of their full name, accents and case aside', async () => {
    const { user } = renderRoute('/top');
    await waitFor(() => expect(zoneBox()).toBeEnabled());
    await user.type(zoneBox(), 'france');
    const options = () =>
      within(screen.getByRole('listbox', { name: 'Zones' }))
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(options()).toEqual([
      'France, Europe, World',
      'Auvergne-Rhône-Alpes, France, Europe, World',
      'Île-de-France, France, Europe, World',
      'Paris, Île-de-France, France, Europe, World',
    ]);
    await user.clear(zoneBox());
    await user.type(zoneBox(), 'ILE paris');
    expect(options()).toEqual(['Paris, Île-de-France, France, Europe, World']);
    expect(zoneBox()).toHaveAttribute('aria-expanded', 'true');
  });

  it('says "No zones found" when nothing matches', async () => {
    const { user } = renderRoute('/top');
    await waitFor(() => expect(zoneBox()).toBeEnabled());
    await user.type(zoneBox(), 'atlantis');
    expect(screen.getByText('No zones found')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(zoneBox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('is used with the keyboard: Down opens and moves, Up moves back, Escape closes, Enter picks', async () => {
    const requests = watchTopRequests();
    const { user, router } = renderRoute('/top');
    await rankingRows();
    await waitFor(() => expect(zoneBox()).toBeEnabled());
    await user.click(zoneBox());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    const active = () => document.getElementById(zoneBox().getAttribute('aria-activedescendant') ?? '');
    expect(active()).toHaveTextContent(/^World$/);
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(26);
    // Tree order: each zone right after its parent.
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toHaveTextContent('Japan, Asia, World');
    expect(active()).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}');
    expect(active()).toHaveTextContent(/^Asia, World$/);
    expect(screen.getAllByRole('option', { selected: true })).toHaveLength(1);
    await user.keyboard('{Escape}');
    expect(zoneBox()).toHaveAttribute('aria-expanded', 'false');
    expect(currentPath(router)).toBe('/top');
    await user.type(zoneBox(), 'madeira');
    await user.keyboard('{ArrowDown}{ArrowUp}{Enter}');
    expect(currentPath(router)).toBe('/top/trophies/z-madeira');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: Madeira' })).toBeInTheDocument();
    expect(zoneBox()).toHaveValue('Madeira, Portugal, Europe, World');
    await waitFor(() => expect(requests).toContain('/api/top/trophies/0/z-madeira'));
  });

  it('reads zones in the other spellings, and skips broken rows', async () => {
    server.use(
      http.get('/api/zones', () =>
        HttpResponse.json([
          { zoneid: 'w', name: 'World', flag: 'WOR' },
          { zoneid: 'e', name: 'Europe', parentid: 'w' },
          { zoneid: 'f', name: 'France', parentid: 'e', flag: 'FRA' },
          { name: 'No id' },
        ]),
      ),
      http.get('/api/top/trophies/:page/:zone', () =>
        HttpResponse.json({
          ranks: [
            { rank: 1, score: 900, player: { id: 'x', name: 'Solo' } },
            { rank: 2, score: 5 },
          ],
        }),
      ),
    );
    const { user } = renderRoute('/top/trophies/f');
    expect(await screen.findByRole('heading', { level: 2, name: 'Trophy ranking: France' })).toBeInTheDocument();
    expect(await rankingRows()).toHaveLength(1);
    await user.click(zoneBox());
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['World', 'Europe, World', 'France, Europe, World']);
  });
});
