import { beforeAll, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderRoute } from '../../render';
import { server } from '../../../src/mocks/node';
import { mockEventDetail } from '../../../src/mocks/data/competitionDetail';
import { fact, legacyEvent, liveEvent, preloadEventPages, upcomingEvent } from './competitionsTestData';

beforeAll(preloadEventPages, 60_000);

// Spec part 2 lists a competition's manialink, vertical image and type; the header showed none of them.
describe('an event’s manialink, vertical image and type', () => {
  it('are shown when the event has them: the type, the manialink to open in the game or copy, the tall image', async () => {
    renderRoute('/competitions/comp/90997');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Grand League');
    expect(fact('Type')).toHaveTextContent(/^Cup$/);
    const manialink = within(fact('Manialink') as HTMLElement);
    expect(manialink.getByRole('link', { name: 'competition-90997' })).toHaveAttribute(
      'href',
      'maniaplanet://#manialink=competition-90997',
    );
    expect(manialink.getByRole('button', { name: 'Copy manialink' })).toBeInTheDocument();
    const image = within(fact('Vertical image') as HTMLElement).getByRole('img', {
      name: 'Vertical image of Grand League',
    });
    expect(image).toHaveAttribute('src', '/mock-img/vertical/e90997.png');
  });

  it('read the API’s other spellings of a type, and leave out a manialink that is not one', async () => {
    const event = liveEvent();
    server.use(
      http.get(`/api/comp/${event.competitionid}`, () =>
        HttpResponse.json({
          ...mockEventDetail(event),
          type: 'CLUB_EVENT',
          manialink: 'javascript:alert(1)',
          verticalurl: 'https://img.example.org/tall.png',
        }),
      ),
    );
    renderRoute(`/competitions/comp/${event.competitionid}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Grand League');
    expect(fact('Type')).toHaveTextContent(/^Club event$/);
    // Not a link: shown as text to copy.
    expect(within(fact('Manialink') as HTMLElement).queryByRole('link')).not.toBeInTheDocument();
    expect(fact('Manialink')).toHaveTextContent('javascript:alert(1)');
    expect(screen.getByRole('img', { name: 'Vertical image of Grand League' })).toHaveAttribute(
      'src',
      'https://img.example.org/tall.png',
    );
  });

  it('are left out when the API sends "" for them', async () => {
    renderRoute(`/competitions/comp/${upcomingEvent().competitionid}`);
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Winter Open');
    expect(fact('Start')).not.toBeNull();
    expect(fact('Type')).toBeNull();
    expect(fact('Manialink')).toBeNull();
    expect(fact('Vertical image')).toBeNull();
  });

  it('on a legacy event, do not say "Legacy" a second time beside the badge', async () => {
    renderRoute(`/competitions/${legacyEvent().id}`);
    expect(await screen.findByText('Legacy event')).toBeInTheDocument();
    expect(fact('Start')).not.toBeNull();
    expect(fact('Type')).toBeNull();
  });
});
