import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { createQueryClient } from '../../src/data/cache/queryClient';
import { server } from '../../src/mocks/node';
import { renderMatches } from './answerStoreHelpers';

// Offline, a page whose answer was not kept from an earlier visit says so in its place, instead of a loading bar
// that runs until the network is back (its query waits for the network), and loads when the network returns.

afterEach(() => {
  act(() => {
    onlineManager.setOnline(true);
  });
});

const OFFLINE = 'You are offline and this was not kept from an earlier visit. It loads when the network is back.';

describe('a page opened offline with nothing stored for it', () => {
  it('says it loads when the network is back, asks nothing meanwhile, and loads when it is', async () => {
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      asked.push(new URL(request.url).pathname);
    });
    act(() => {
      onlineManager.setOnline(false);
    });
    renderMatches(createQueryClient({ retry: false }));
    const section = await screen.findByRole('region', { name: '2v2 matches' });
    expect(within(section).getByRole('status')).toHaveTextContent(OFFLINE);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(asked).toEqual([]);

    act(() => {
      onlineManager.setOnline(true);
    });
    expect(await within(section).findByRole('table', { name: 'Matches' })).toBeInTheDocument();
    expect(screen.queryByText(OFFLINE)).not.toBeInTheDocument();
    expect(asked).toEqual(['/api/matches/5/0']);
  });
});
