import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { setScenario } from '../../../src/mocks/scenarios';
import { mockEventDetail } from '../../../src/mocks/data/competitionDetail';
import { teamsOf } from '../../../src/mocks/data/competitionResults';
import { cupAt, lastSlot } from '../../../src/mocks/data/cups';
import { fact, liveEvent, upcomingEvent, preloadEventPages } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

const tabs = () => screen.findByRole('navigation', { name: 'Event sections' });

describe('an event’s header', () => {
  it('shows the logo, name, description, links, dates, registration, players, creator and club', async () => {
    const event = liveEvent();
    const detail = mockEventDetail(event);
    renderRoute(`/competitions/comp/${event.competitionid}`);
    const name = 'Grand League';
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(name);
    await waitFor(() => expect(document.title).toBe(`Trackmania.io - ${name}`));
    expect(screen.getByRole('img', { name: `Logo of ${name}` })).toHaveAttribute('src', event.logourl);
    // The description is text, its line break kept.
    expect(
      screen.getByText(/A community event for all skill levels\.\s+Prizes for the top three\./),
    ).toBeInTheDocument();
    const links = within(screen.getByRole('list', { name: 'Event links' }));
    expect(links.getByRole('link', { name: /^Stream/ })).toHaveAttribute('href', detail.streamurl);
    expect(links.getByRole('link', { name: /^Website/ })).toHaveAttribute('href', detail.websiteurl);
    expect(links.getByRole('link', { name: /^Rules/ })).toHaveAttribute('href', detail.rulesurl);
    expect(fact('Start')).toHaveTextContent('16 Nov 2026, 10:00');
    expect(fact('End')).toHaveTextContent('23 Nov 2026, 10:00');
    expect(fact('Registration')).toHaveTextContent('7 Nov 2026, 10:00 – 16 Nov 2026, 06:00');
    expect(fact('Players')).toHaveTextContent('36');
    expect(within(fact('Created by') as HTMLElement).getByRole('link')).toHaveTextContent(event.creator.name ?? '');
    const club = within(fact('Club') as HTMLElement).getByRole('link');
    expect(club).toHaveAttribute('href', `/clubs/${event.club?.id ?? 0}`);
    expect(club).toHaveTextContent('Flow Zenzenmi #8 Collective');
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/competitions');
  });

  it('says when the registration is open', async () => {
    const event = upcomingEvent();
    renderRoute(`/competitions/comp/${event.competitionid}`);
    expect(await screen.findByText('Open now')).toBeInTheDocument();
    expect(fact('Registration')).toHaveTextContent('24 Nov 2026, 01:00');
  });

  it('leaves out empty links, unknown registration times, a missing club and logo, and unsafe addresses', async () => {
    const event = liveEvent();
    const detail: Record<string, unknown> = {
      ...mockEventDetail(event),
      description: '',
      streamurl: '',
      websiteurl: 'javascript:alert(1)',
      rulesurl: ' ',
      logourl: '',
      registrationstart: 0,
      registrationend: 0,
    };
    delete detail.clubid;
    delete detail.clubname;
    server.use(http.get(`/api/comp/${event.competitionid}`, () => HttpResponse.json(detail)));
    renderRoute(`/competitions/comp/${event.competitionid}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Grand League');
    expect(screen.queryByRole('list', { name: 'Event links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Website|Stream|Rules/ })).not.toBeInTheDocument();
    expect(fact('Registration')).toBeNull();
    expect(fact('Club')).toBeNull();
    expect(fact('Start')).toHaveTextContent('16 Nov 2026, 10:00');
    expect(screen.queryByRole('img', { name: /^Logo of/ })).not.toBeInTheDocument();
  });

  it('survives an answer with only a name', async () => {
    server.use(http.get('/api/comp/90001', () => HttpResponse.json({ id: 90001, name: 'Bare' })));
    renderRoute('/competitions/comp/90001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bare' })).toBeInTheDocument();
    expect(fact('Start')).toHaveTextContent('-');
    expect(screen.getByText('No rounds information available.')).toBeInTheDocument();
  });
});

describe('an event’s tabs', () => {
  it('offers Rounds, Teams and Leaderboard, with the tab in the address', async () => {
    const event = liveEvent();
    const { user, router } = renderRoute(`/competitions/comp/${event.competitionid}`);
    const nav = within(await tabs());
    await waitFor(() =>
      expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual(['Rounds', 'Teams', 'Leaderboard']),
    );
    expect(nav.getByRole('link', { name: 'Rounds' })).toHaveAttribute('aria-current', 'page');
    expect(nav.getByRole('link', { name: 'Leaderboard' })).toHaveAttribute(
      'href',
      `/competitions/comp/${event.competitionid}?tab=leaderboard`,
    );

    await user.click(nav.getByRole('link', { name: 'Teams' }));
    expect(router.state.location.search).toBe('?tab=teams');
    expect(await screen.findByRole('heading', { level: 2, name: 'Teams' })).toBeInTheDocument();
    expect(nav.getByRole('link', { name: 'Teams' })).toHaveAttribute('aria-current', 'page');
  });

  it('lists the teams with their players', async () => {
    const event = liveEvent();
    const teams = teamsOf(event);
    renderRoute(`/competitions/comp/${event.competitionid}?tab=teams`);
    const heading = await screen.findByRole('heading', { level: 2, name: 'Teams' });
    const section = heading.closest('section') as HTMLElement;
    const cards = within(section).getAllByRole('heading', { level: 3 });
    expect(cards.map((card) => card.textContent)).toEqual([
      'Bob Vovixar',
      'Turbo Arfel',
      'Dirt Quaulra',
      'Ice Voarsto',
      'Jump Kazen Снег',
      'Dirt Dirt',
      'Ice Bob #6',
      'Jump Rally',
      'Flow Ride',
      'Turbo Wall',
      'Wall Arkiar Снег',
      'Loop Jump',
    ]);
    const first = teams[0];
    const firstCard = cards[0]?.closest('li') as HTMLElement;
    const links = within(firstCard).getAllByRole('link');
    expect(links).toHaveLength(3);
    (first?.players ?? []).forEach((player, index) => {
      expect(links[index]).toHaveTextContent(player.name ?? '');
      expect(links[index]).toHaveAttribute('href', `/player/${player.meta?.vanity || player.id}`);
    });
  });

  it('hides Teams for an event without teams, and says so when the address asks for them', async () => {
    const event = upcomingEvent();
    renderRoute(`/competitions/comp/${event.competitionid}?tab=teams`);
    expect(await screen.findByText('This event has no teams.')).toBeInTheDocument();
    expect(
      within(await tabs())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rounds', 'Leaderboard']);
  });

  it('explains an unknown tab and offers the real ones', async () => {
    const event = liveEvent();
    const { user } = renderRoute(`/competitions/comp/${event.competitionid}?tab=bracket`);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('“bracket” is not a section of this event.');
    await user.click(within(alert).getByRole('link', { name: 'Leaderboard' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Leaderboard' })).toBeInTheDocument();
  });

  it('opens a cup too: its id is answered by the Cup of the Day mocks, without teams', async () => {
    const cup = cupAt('crossplay', lastSlot() - 6);
    renderRoute(`/competitions/comp/${cup.id}`);
    expect(await screen.findByRole('heading', { level: 1, name: cup.name })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /^Qualification/ })).toBeInTheDocument();
    expect(
      within(await tabs())
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Rounds', 'Leaderboard']);
  });
});

describe('a broken event address or answer', () => {
  it('explains an id that is not a number', async () => {
    renderRoute('/competitions/comp/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('“abc” is not an event id.');
  });

  it('says when there is no such event', async () => {
    renderRoute('/competitions/comp/99999999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('There is no event with the id 99999999.');
  });

  it('shows a server failure with a way to try again', async () => {
    const event = liveEvent();
    setScenario('error');
    const { user } = renderRoute(`/competitions/comp/${event.competitionid}`);
    expect(await screen.findByRole('heading', { level: 1, name: `Event ${event.competitionid}` })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load this event');
    setScenario('normal');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('navigation', { name: 'Event sections' })).toBeInTheDocument();
  });

  it('shows an HTML answer as an error, not a blank page', async () => {
    server.use(http.get('/api/comp/90005', () => HttpResponse.html('<!doctype html><html></html>')));
    renderRoute('/competitions/comp/90005');
    expect(await screen.findByRole('alert')).toHaveTextContent('not JSON');
  });
});
