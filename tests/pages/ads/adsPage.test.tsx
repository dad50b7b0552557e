import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { mockAds } from '../../../src/mocks/data/ads';

beforeAll(async () => {
  await import('../../../src/pages/ads/AdsPage');
});

async function boxes() {
  await screen.findByRole('heading', { level: 1, name: 'In-game ads' });
  await screen.findAllByRole('article');
  return screen.getAllByRole('article');
}

/** The value next to a label of an ad's facts. */
const fact = (box: HTMLElement, label: string) => within(box).getByText(label, { selector: 'dt' }).nextElementSibling;

describe('the in-game ads page', () => {
  it('shows the title, Refresh and one box per ad, soonest end first and ads without an end last', async () => {
    renderRoute('/ads');
    const list = await boxes();
    expect(screen.getByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(list.map((box) => box.getAttribute('aria-label'))).toEqual([
      'Royal Legacy',
      'Community Cup Finals',
      'Speedrun Club Weekly',
      'Map Review Night',
      'Spring Campaign 2026',
      'Track of the Day',
      'Creator Showcase',
    ]);
    await waitFor(() => expect(document.title).toBe('Trackmania.io - In-game ads'));
  });

  it('links each name to its url in a new tab and shows type, end time, UID and URL', async () => {
    renderRoute('/ads');
    const list = await boxes();
    // The mocked ads' names as a person reads them (their $ codes drawn, not shown).
    const names = [
      'Spring Campaign 2026',
      'Community Cup Finals',
      'Track of the Day',
      'Speedrun Club Weekly',
      'Royal Legacy',
      'Map Review Night',
      'Creator Showcase',
    ];
    for (const [index, ad] of mockAds().entries()) {
      const name = names[index] ?? '';
      const box = list.find((item) => item.getAttribute('aria-label') === name) as HTMLElement;
      const title = within(box).getByRole('heading', { level: 2 });
      const link = within(title).getByRole('link');
      expect(link).toHaveTextContent(name);
      expect(link).toHaveAttribute('href', ad.url);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const type = ad.type === 'nadeo' ? 'Official' : 'Community';
      expect(within(title).getByRole('img', { name: type })).toBeInTheDocument();
      expect(fact(box, 'Type')).toHaveTextContent(type);
      expect(fact(box, 'UID')).toHaveTextContent(ad.uid);
      expect(within(fact(box, 'URL') as HTMLElement).getByRole('link', { name: ad.url })).toHaveAttribute(
        'href',
        ad.url,
      );
      if (ad.endtime === undefined) expect(fact(box, 'End time')).toHaveTextContent('No end time');
      else {
        // The mock lays end times out from now: allow the seconds that pass between its answer and this check.
        const shown = Date.parse(fact(box, 'End time')?.querySelector('time')?.getAttribute('datetime') ?? '');
        expect(Math.abs(shown - ad.endtime * 1000)).toBeLessThan(10_000);
      }
    }
  });

  it('shows the 2x3, 64x41 and 64x10 images, each with a copy button for its address', async () => {
    const { user } = renderRoute('/ads');
    const [first] = await boxes();
    const box = first as HTMLElement;
    const ad = mockAds().find((item) => item.name === 'Royal Legacy');
    expect(within(box).getByRole('img', { name: 'Royal Legacy, 2x3 image' })).toHaveAttribute('src', ad?.img2x3);
    expect(within(box).getByRole('img', { name: 'Royal Legacy, 64x41 image' })).toHaveAttribute('src', ad?.img64x41);
    expect(within(box).getByRole('img', { name: 'Royal Legacy, 64x10 image' })).toHaveAttribute('src', ad?.img64x10);
    await user.click(within(box).getByRole('button', { name: 'Copy the 64x10 image URL of Royal Legacy' }));
    expect(await navigator.clipboard.readText()).toBe(`${location.origin}${ad?.img64x10 ?? ''}`);
    expect(
      within(box)
        .getAllByRole('status')
        .some((status) => status.textContent === 'Copied'),
    ).toBe(true);
    expect(within(box).getAllByRole('button', { name: /^Copy the / })).toHaveLength(3);
  });

  it('says when an ad has no 64x41 image, with no copy button for it', async () => {
    renderRoute('/ads');
    const list = await boxes();
    const box = list.find((item) => item.getAttribute('aria-label') === 'Speedrun Club Weekly') as HTMLElement;
    expect(within(box).getByText('No image')).toBeInTheDocument();
    expect(within(box).queryByRole('img', { name: /64x41/ })).not.toBeInTheDocument();
    expect(
      within(box)
        .getAllByRole('button', { name: /^Copy the / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Copy the 2x3 image URL of Speedrun Club Weekly', 'Copy the 64x10 image URL of Speedrun Club Weekly']);
  });

  it('asks again on Refresh', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === '/api/ads') calls += 1;
    });
    const { user } = renderRoute('/ads');
    await boxes();
    expect(calls).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    await waitFor(() => expect(calls).toBe(2));
    server.events.removeAllListeners();
  });

  it('says so when there are no ads', async () => {
    setScenario('empty');
    renderRoute('/ads');
    expect(await screen.findByText('There are no in-game ads right now.')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('survives ads with the optional keys left out', async () => {
    server.use(
      http.get('/api/ads', () =>
        HttpResponse.json({
          ads: [
            { uid: 'b0a7', name: 'Bare ad' },
            { uid: 'c1d2', name: '' },
          ],
        }),
      ),
    );
    renderRoute('/ads');
    const list = await boxes();
    expect(list.map((box) => box.getAttribute('aria-label'))).toEqual(['Bare ad', 'c1d2']);
    expect(within(list[0] as HTMLElement).getAllByText('No image')).toHaveLength(3);
    expect(fact(list[0] as HTMLElement, 'End time')).toHaveTextContent('No end time');
    expect(within(list[0] as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
  });
});

describe('the in-game ads page when the API fails', () => {
  const cases: [string, () => Response, RegExp][] = [
    ['a 500', () => new HttpResponse('Internal error', { status: 500 }), /HTTP 500/],
    ['a network failure', () => HttpResponse.error(), /Could not reach the server/],
    ['an HTML page', () => HttpResponse.html('<!doctype html><p>Maintenance</p>'), /not JSON/],
    ['an {error} answer', () => HttpResponse.json({ error: 'Ads are unavailable' }), /Ads are unavailable/],
  ];

  it.each(cases)('shows a clear message for %s, and the tabs keep working', async (_name, reply, detail) => {
    server.use(http.get('/api/ads', reply));
    const { user } = renderRoute('/ads');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the in-game ads');
    expect(alert).toHaveTextContent(detail);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Matches' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Matches' })).toBeInTheDocument();
  });
});
