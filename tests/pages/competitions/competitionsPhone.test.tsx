import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderRoute } from '../../render';
import { setViewportWidth } from '../../viewport';
import { eventPage } from '../../../src/mocks/data/competitions';
import { challengeResults } from '../../../src/mocks/data/competitionResults';
import { bodyRows, linkWithText, liveEvent, liveRounds, preloadEventPages } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

/** The cells a phone shows: Bulma hides `is-hidden-mobile` ones up to 768 px. */
const shown = (cells: HTMLElement[]) => cells.filter((cell) => !cell.classList.contains('is-hidden-mobile'));

describe('the event pages on a phone', () => {
  it('keep a challenge’s results to position, player and time, the team under the name (the table was 418 px wide)', async () => {
    setViewportWidth(390);
    const event = liveEvent();
    const [ended] = liveRounds();
    const [challenge] = ended.challenges;
    if (!challenge) throw new Error('the ended round has challenges');
    renderRoute(`/competitions/comp/${event.competitionid}?round=${ended.id}`);
    const results = await screen.findByRole('table', { name: `Results of ${challenge.name}` }, { timeout: 8000 });
    expect(
      within(results)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Position', 'Player', 'Time']);
    const expected = challengeResults(event, challenge.id, 0) ?? [];
    const first = expected[0];
    if (!first?.team) throw new Error('the live event is played in teams');
    const [position, player, time] = within(bodyRows(results)[0] as HTMLElement).getAllByRole('cell') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    expect(position).toHaveTextContent('1');
    expect(player).toHaveTextContent('Quaki');
    expect(player).toHaveTextContent('Team: Jump Rally');
    expect(time).toHaveTextContent('0:52.128');
  });

  it('keep the event list to name and players, the dates under the name', async () => {
    setViewportWidth(390);
    renderRoute('/competitions');
    const table = await screen.findByRole('table', { name: 'Events' });
    expect(shown(within(table).getAllByRole('columnheader')).map((th) => th.textContent)).toEqual(['Event', 'Players']);
    const [event] = eventPage(0).competitions;
    if (!event) throw new Error('no events');
    const [name, players] = shown(within(bodyRows(table)[0] as HTMLElement).getAllByRole('cell')) as [
      HTMLElement,
      HTMLElement,
    ];
    expect(linkWithText(name, 'Winter Open')).toHaveAttribute('href', `/competitions/comp/${event.competitionid}`);
    expect(name).toHaveTextContent('24 Nov 2026, 10:00 – 26 Nov 2026, 10:00');
    expect(players).toHaveTextContent('102');
  });
});
