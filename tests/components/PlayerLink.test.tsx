import { fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import type { Player } from '../../src/api/types';
import { PlayerLink } from '../../src/components/PlayerLink';

const ID = 'd2372a08-a8a1-46cb-97fb-23a161d85ad0';
const TOOLTIP =
  'The referenced account is unknown. This may happen when the game assigns a random account ID during offline play.';

const renderInRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PlayerLink', () => {
  it('links to the player page by vanity when the player has one', () => {
    renderInRouter(<PlayerLink player={{ id: ID, name: 'Speedy', meta: { vanity: 'speedy' } }} />);
    expect(screen.getByRole('link', { name: 'Speedy' })).toHaveAttribute('href', '/player/speedy');
  });

  it('links by account id without a vanity, or with an empty one', () => {
    const { unmount } = renderInRouter(<PlayerLink player={{ id: ID, name: 'Plain' }} />);
    expect(screen.getByRole('link', { name: 'Plain' })).toHaveAttribute('href', `/player/${ID}`);
    unmount();
    renderInRouter(<PlayerLink player={{ id: ID, name: 'Empty', meta: { vanity: '' } }} />);
    expect(screen.getByRole('link', { name: 'Empty' })).toHaveAttribute('href', `/player/${ID}`);
  });

  it.each<[string, Player]>([
    ['without a name', { id: ID }],
    ['with an empty name', { id: ID, name: '' }],
  ])('shows an unknown account %s as its raw id with an explanation and no link', (_, player) => {
    renderInRouter(<PlayerLink player={player} />);
    const id = screen.getByText(ID);
    expect(id).toHaveAttribute('title', TOOLTIP);
    expect(id).toHaveClass('is-mono');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  // Display names can carry the game's $ codes: they are styled like any game text, never shown raw.
  it('styles a name written with $ codes, hiding the codes', () => {
    renderInRouter(<PlayerLink player={{ id: ID, name: '$f80Orange$zName' }} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^OrangeName$/);
    expect(link).not.toHaveTextContent('$');
    expect(screen.getByText('Orange')).toHaveStyle({ color: '#f80' });
    expect(screen.getByText('Name')).not.toHaveAttribute('style');
  });

  it('keeps the badge styling and the badge in words around a styled name', () => {
    renderInRouter(<PlayerLink player={{ id: ID, name: '$oBold$z Team', meta: { team: true } }} />);
    const link = screen.getByRole('link');
    expect(link).toHaveTextContent(/^Bold Team \(Team member\)$/);
    expect(screen.getByText('Bold')).toHaveClass('gt-bold');
    expect(link.querySelector('.player-team')).toHaveTextContent(/^Bold Team \(Team member\)$/);
    expect(screen.getByText('(Team member)')).toHaveClass('is-sr-only');
  });

  it('shows a name made of codes only as written, rather than an empty link', () => {
    renderInRouter(<PlayerLink player={{ id: ID, name: '$f00' }} />);
    expect(screen.getByRole('link')).toHaveTextContent(/^\$f00$/);
  });

  it('shows the club tag before the name only when asked, rendered as game text', () => {
    const player: Player = { id: ID, name: 'Tagged', tag: '$f80ABC' };
    const { unmount } = renderInRouter(<PlayerLink player={player} />);
    expect(screen.getByRole('link')).toHaveTextContent(/^Tagged$/);
    unmount();
    renderInRouter(<PlayerLink player={player} showTag />);
    expect(screen.getByRole('link')).toHaveTextContent(/^\[ABC\] Tagged$/);
    expect(screen.getByText('ABC')).toHaveStyle({ color: '#f80' });
  });

  it('shows no empty brackets for a tag without visible characters', () => {
    renderInRouter(<PlayerLink player={{ id: ID, name: 'Blank', tag: '$f00' }} showTag />);
    expect(screen.getByRole('link')).toHaveTextContent(/^Blank$/);
  });

  it.each([
    [{ team: true, sponsor: true, nadeo: true }, 'player-team', 'Team member'],
    [{ sponsor: true, nadeo: true }, 'player-sponsor', 'Sponsor'],
    [{ nadeo: true }, 'player-staff', 'Nadeo employee'],
  ])('styles the name by its badge %j and says the badge in words', (meta, className, label) => {
    renderInRouter(<PlayerLink player={{ id: ID, name: 'Badged', meta }} />);
    expect(screen.getByRole('link', { name: `Badged (${label})` })).toBeInTheDocument();
    expect(screen.getByText('Badged')).toHaveClass(className);
  });

  it('leaves a player without badges unstyled', () => {
    renderInRouter(<PlayerLink player={{ id: ID, name: 'Nobody', meta: { comment: 'hello' } }} />);
    expect(screen.getByRole('link', { name: 'Nobody' })).toBeInTheDocument();
    expect(screen.getByText('Nobody')).not.toHaveAttribute('class');
  });

  describe('with showFlag', () => {
    const paris = {
      name: 'Paris',
      flag: 'Paris',
      parent: {
        name: 'Île-de-France',
        flag: 'Ile-de-France',
        parent: {
          name: 'France',
          flag: 'FRA',
          parent: { name: 'Europe', flag: 'europe', parent: { name: 'World', flag: 'WOR' } },
        },
      },
    };

    it("shows the flag of the player's country, the first zone up the chain with a three-letter code, named by the country", () => {
      renderInRouter(<PlayerLink player={{ id: ID, name: 'Pierre', zone: paris }} showFlag />);
      const flag = screen.getByRole('img', { name: 'France' });
      expect(flag).toHaveAttribute('src', '/img/flags/FRA.jpg');
      // Beside the link, not inside it: the link is still named by the player alone.
      expect(screen.getByRole('link', { name: 'Pierre' })).not.toContainElement(flag);
      expect(screen.queryByRole('img', { name: /Paris|Île-de-France|World/ })).not.toBeInTheDocument();
    });

    it('shows nothing for a zone chain without a country, and no flag at all without showFlag', () => {
      const { unmount } = renderInRouter(
        <PlayerLink player={{ id: ID, name: 'Nomad', zone: { name: 'World', flag: 'world' } }} showFlag />,
      );
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      unmount();
      renderInRouter(<PlayerLink player={{ id: ID, name: 'Pierre', zone: paris }} />);
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
    });

    it('leaves no broken image when the flag does not load', () => {
      renderInRouter(<PlayerLink player={{ id: ID, name: 'Pierre', zone: paris }} showFlag />);
      fireEvent.error(screen.getByRole('img', { name: 'France' }));
      expect(screen.queryByRole('img')).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Pierre' })).toBeInTheDocument();
    });
  });
});
