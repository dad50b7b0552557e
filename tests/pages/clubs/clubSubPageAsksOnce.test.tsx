import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { toPlainText } from '../../../src/lib/gameText';
import { showcase, showcaseActivity, watchRequests } from './helpers';

// A club sub-page names its way back after the club, whose answer may come after the sub-page's own: the way back
// stays on the page from loading to loaded, so the club is asked for once (it used to be drawn again once the
// sub-page loaded, which dropped the club's request in flight and asked again).

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubFolderPage');
  await import('../../../src/pages/clubs/ClubNewsPage');
});

describe('a club sub-page whose club answers last', () => {
  it.each([
    ['folder', () => `/clubs/${String(showcase.id)}/folder/${String(showcaseActivity('folder').id)}`],
    ['news', () => `/clubs/${String(showcase.id)}/news/${String(showcaseActivity('news').id)}`],
  ])('a %s page asks for the club once and names it in the way back', async (_kind, path) => {
    server.use(
      http.get('/api/club/:id', async () => {
        await delay(150);
        return HttpResponse.json(showcase);
      }),
    );
    const requests = watchRequests('/api/club');
    renderRoute(path());
    await waitFor(
      () =>
        expect(screen.getByRole('link', { name: /^← Back to / })).toHaveTextContent(
          `← Back to ${toPlainText(showcase.name)}`,
        ),
      { timeout: 4000 },
    );
    expect(requests.filter((p) => p === `/api/club/${String(showcase.id)}`)).toEqual([
      `/api/club/${String(showcase.id)}`,
    ]);
  });
});
