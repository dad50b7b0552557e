import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { MEMBERS_PAGE_SIZE, mockMemberPage, type MockMember } from '../../../src/mocks/data/clubMembers';
import { BARE_CLUB_INDEX, mockClub, SHOWCASE_CLUB_INDEX } from '../../../src/mocks/data/clubs';
import { playerPath } from '../../../src/components/PlayerLink';
import { rows, showcase, timeTexts, watchRequests } from './helpers';

beforeAll(async () => {
  await import('../../../src/pages/clubs/ClubPage');
});

const membersPath = `/clubs/${showcase.id}/members`;
// Built once: the mock builds fresh objects on each call, and rows are found by the member's place in this page.
const FIRST_PAGE = mockMemberPage(SHOWCASE_CLUB_INDEX, 0).members;
const firstPage = () => FIRST_PAGE;
const rowOf = (list: HTMLElement[], member: MockMember) => list[FIRST_PAGE.indexOf(member)] as HTMLElement;

describe('the members tab', () => {
  it('lists player, role and join time, creator first', async () => {
    renderRoute(membersPath);
    const list = await rows('Members');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Player', 'Role', 'Joined']);
    expect(list).toHaveLength(MEMBERS_PAGE_SIZE);
    const creator = firstPage()[0] as MockMember;
    const row = within(list[0] as HTMLElement);
    expect(row.getByRole('link', { name: new RegExp(creator.player.name ?? '') })).toHaveAttribute(
      'href',
      playerPath(creator.player),
    );
    expect(row.getByText('Creator')).toBeInTheDocument();
    const { relative, absolute } = timeTexts(creator.joinTime);
    expect(row.getByText(relative)).toHaveAttribute('title', absolute);
  });

  it('tags VIPs and every role but Member, with the role in words', async () => {
    renderRoute(membersPath);
    const list = await rows('Members');
    const members = firstPage();
    for (const member of members) {
      const tags = within(rowOf(list, member).querySelectorAll('td')[1] as HTMLElement)
        .queryAllByText(/.+/, { selector: '.tag' })
        .map((tag) => tag.textContent);
      const expected = [
        ...(member.vip ? ['VIP'] : []),
        ...{ Creator: ['Creator'], Admin: ['Admin'], Content_Creator: ['Content creator'], Member: [] }[member.role],
      ];
      expect(tags).toEqual(expected);
    }
    // The page shows at least one of each kind, so the rule above is exercised, not vacuous.
    expect(members.some((m) => m.role === 'Admin')).toBe(true);
    expect(members.some((m) => m.role === 'Member' && !m.vip)).toBe(true);
    expect(members.some((m) => m.vip)).toBe(true);
  });

  it('shows a member with no role tag at all as plain', async () => {
    renderRoute(membersPath);
    const list = await rows('Members');
    const plain = firstPage().find((m) => m.role === 'Member' && !m.vip) as MockMember;
    expect((rowOf(list, plain).querySelectorAll('td')[1] as HTMLElement).textContent).toBe('');
  });

  it('loads more members page by page (page_max)', async () => {
    const requests = watchRequests();
    const { user } = renderRoute(membersPath);
    await rows('Members');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    await waitFor(async () => expect(await rows('Members')).toHaveLength(2 * MEMBERS_PAGE_SIZE));
    expect(requests.filter((path) => path.includes('/members/'))).toEqual([
      `/api/club/${showcase.id}/members/0`,
      `/api/club/${showcase.id}/members/1`,
    ]);
  });

  it('ends the list at page_max', async () => {
    const bare = mockClub(BARE_CLUB_INDEX);
    renderRoute(`/clubs/${bare.id}/members`);
    expect(await rows('Members')).toHaveLength(bare.membercount);
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says so when the list is empty', async () => {
    setScenario('empty');
    renderRoute(membersPath);
    expect(await screen.findByRole('status')).toHaveTextContent('This club has no members to show.');
  });

  it('shows the error of a failed members answer below the tabs', async () => {
    server.use(http.get('/api/club/:id/members/:page', () => HttpResponse.json({ error: 'members are resting' })));
    renderRoute(membersPath);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the members');
    expect(alert).toHaveTextContent('members are resting');
    expect(screen.getByRole('navigation', { name: 'Club sections' })).toBeInTheDocument();
  });

  it('shows unknown accounts by id and survives members without keys', async () => {
    server.use(
      http.get('/api/club/:id/members/:page', () =>
        HttpResponse.json({
          members: [
            { player: { id: 'f00d-unknown' }, role: 'Member' },
            { role: 'Admin' },
            { player: { id: 'x1', name: 'Solo' } },
          ],
        }),
      ),
    );
    renderRoute(membersPath);
    const list = await rows('Members');
    expect(list).toHaveLength(2);
    expect(within(list[0] as HTMLElement).getByText('f00d-unknown')).toHaveAttribute(
      'title',
      expect.stringContaining('unknown'),
    );
    expect(
      within(list[1] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Solo', '', '-']);
  });
});
