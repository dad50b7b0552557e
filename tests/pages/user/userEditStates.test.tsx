import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { currentPath, renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { MOCK_USER } from '../../../src/mocks/data/mockUser';
import { PAGE_VIEW_SETTLE_MS, flushPageView, setPageViewCounter } from '../../../src/lib/pageView';

// The page's code, loaded before the tests' waits start.
beforeAll(async () => {
  await import('../../../src/pages/user/UserEditPage');
  await import('../../../src/pages/totd/TotdPage');
}, 60_000);

describe('/user/edit', () => {
  it('keeps the way back to the profile when the profile cannot be loaded', async () => {
    server.use(http.get('/api/user/profile', () => new HttpResponse(null, { status: 502 })));
    renderRoute('/user/edit', { signedIn: true });
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load your profile');
    expect(screen.getByRole('link', { name: 'Back to profile' })).toHaveAttribute(
      'href',
      `/player/${MOCK_USER.accountid}`,
    );
  });

  describe('opened signed out', () => {
    const titles: string[] = [];
    const views: { title: string; path: string }[] = [];
    const titleProperty = Object.getOwnPropertyDescriptor(Document.prototype, 'title');

    beforeEach(() => {
      // A view an earlier test left waiting is counted before anything is recorded.
      setPageViewCounter(() => undefined);
      flushPageView();
      setPageViewCounter((view) => views.push(view));
      Object.defineProperty(document, 'title', {
        configurable: true,
        get: () => titleProperty?.get?.call(document) as string,
        set: (value: string) => {
          titles.push(value);
          titleProperty?.set?.call(document, value);
        },
      });
    });

    afterEach(() => {
      Reflect.deleteProperty(document, 'title');
      setPageViewCounter(() => undefined);
    });

    it('goes to the home page without showing the edit page’s title, and counts one page view', async () => {
      const { router } = renderRoute('/user/edit');
      await waitFor(() => expect(currentPath(router)).toBe('/totd'));
      await waitFor(() => expect(document.title).toBe('Trackmania.io - Track of the Day'));
      await new Promise((resolve) => setTimeout(resolve, PAGE_VIEW_SETTLE_MS + 100));
      expect(titles).not.toContain('Trackmania.io - Edit profile');
      expect(views).toEqual([{ title: 'Trackmania.io - Track of the Day', path: '/totd' }]);
    });
  });
});
