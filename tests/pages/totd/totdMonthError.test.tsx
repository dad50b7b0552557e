import { beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';

// The page's code, loaded before the first test's 5 s waits start: cold, on a loaded machine, it can take longer.
beforeAll(async () => {
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

// When a month fails to load, the month arrows still lead to the neighbouring months: the month the route names and
// the months that exist (July 2020 to now) are known without the answer.
describe('the Track of the Day arrows when the month fails', () => {
  it('still lead to the previous and next month', async () => {
    server.use(http.get('/api/totd/:offset', () => HttpResponse.json({ error: 'Nadeo services are unavailable' })));
    renderRoute('/totd/2023-5');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the Track of the Day');
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute('href', '/totd/2023-4');
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute('href', '/totd/2023-6');
  });

  it('show no previous arrow on the first month, July 2020, even then', async () => {
    server.use(http.get('/api/totd/:offset', () => new HttpResponse('Internal error', { status: 500 })));
    renderRoute('/totd/2020-7');
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the Track of the Day');
    expect(screen.queryByRole('link', { name: 'Previous month' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute('href', '/totd/2020-8');
  });

  it('lead on while the month is still loading', async () => {
    server.use(http.get('/api/totd/:offset', () => new Promise<Response>(() => undefined)));
    renderRoute('/totd/2022-1');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous month' })).toHaveAttribute('href', '/totd/2021-12');
    expect(screen.getByRole('link', { name: 'Next month' })).toHaveAttribute('href', '/totd/2022-2');
  });
});
