import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { challengeDetail } from '../../../src/mocks/data/competitionRounds';
import { liveEvent, liveRounds, preloadEventPages } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

// The spec's challenge has admins (API-SHAPES: admins[] of { accountid, displayname? }): each card shows them.
const eventPath = () => `/competitions/comp/${liveEvent().competitionid}`;

async function firstChallengeCard() {
  const [ended] = liveRounds();
  const [challenge] = ended.challenges;
  if (!challenge) throw new Error('a challenge expected');
  renderRoute(`${eventPath()}?round=${ended.id}`);
  const heading = await screen.findByRole('heading', { level: 4, name: challenge.name });
  return { card: heading.closest('article') as HTMLElement, challenge };
}

describe('the admins of a challenge', () => {
  it('shows the admin by name, linked to the player page', async () => {
    const { card, challenge } = await firstChallengeCard();
    const admin = challengeDetail(liveEvent(), challenge.id)?.admins[0];
    if (!admin?.displayname) throw new Error('a named admin expected');
    const label = await within(card).findByText('Admin');
    const link = within(label.nextElementSibling as HTMLElement).getByRole('link', { name: 'Ranequa' });
    expect(link).toHaveAttribute('href', `/player/${admin.accountid}`);
  });

  it('says "Admins" for several, and shows the account id of one sent without a name', async () => {
    const [ended] = liveRounds();
    const [challenge] = ended.challenges;
    const detail = challengeDetail(liveEvent(), challenge?.id ?? 0);
    const nameless = '0a1b2c3d-0000-4000-8000-00000000beef';
    server.use(
      http.get('/api/comp/:id/challenge/:challengeId', () =>
        HttpResponse.json({
          ...detail,
          admins: [{ accountid: 'aaaa-1', displayname: 'Head Ref' }, { accountid: nameless }],
        }),
      ),
    );
    const { card } = await firstChallengeCard();
    const admins = (await within(card).findByText('Admins')).nextElementSibling as HTMLElement;
    expect(within(admins).getByRole('link', { name: 'Head Ref' })).toHaveAttribute('href', '/player/aaaa-1');
    expect(within(admins).getByRole('link', { name: nameless })).toHaveAttribute('href', `/player/${nameless}`);
    expect(admins).toHaveTextContent(`Head Ref, ${nameless}`);
  });

  it('shows a dash when the challenge lists none', async () => {
    const [ended] = liveRounds();
    const detail = challengeDetail(liveEvent(), ended.challenges[0]?.id ?? 0);
    server.use(http.get('/api/comp/:id/challenge/:challengeId', () => HttpResponse.json({ ...detail, admins: [] })));
    const { card } = await firstChallengeCard();
    expect((await within(card).findByText('Admin')).nextElementSibling).toHaveTextContent('-');
  });
});
