import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CopyButton } from '../../components/CopyButton';
import { Fact } from '../../components/DescribedFact';
import { GameText } from '../../components/GameText';
import { ImagePopup } from '../../components/ImagePopup';
import { PlayerLink } from '../../components/PlayerLink';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import { linkHref, toPlainText } from '../../lib/gameText';
import { paths } from '../../lib/paths';
import type { Competition, EventTexts } from '../../data/competitions';
import { imageUrl, knownTime, statusWords } from './event';
import { EventDescription, EventLinks } from './EventLinks';
import { EventLogo } from './EventLogo';
import { useNowSeconds } from './useNowSeconds';

interface EventHeaderFrameProps {
  event: EventTexts;
  /** A line under the title (the legacy events' tag). */
  badge?: ReactNode;
  /** Facts between the dates and the creator. */
  children?: ReactNode;
  /** Facts after the creator. */
  trailing?: ReactNode;
}

/**
 * The top of an event of either kind: logo, name, description, links, then the dates, `children`, the creator,
 * `trailing`, and the type, manialink and vertical image when the event has them.
 */
export function EventHeaderFrame({ event, badge, children, trailing }: EventHeaderFrameProps) {
  return (
    <header className="event-header block">
      <EventLogo logourl={event.logourl} name={event.name} className="event-header-logo" />
      <div className="event-header-text">
        <h1 className="title">
          <GameText text={event.name} />
        </h1>
        {badge}
        <EventDescription text={event.description} />
        <EventLinks event={event} />
        <dl className="event-facts">
          <Fact label="Start">
            <TimeDisplay value={knownTime(event.startdate)} full />
          </Fact>
          <Fact label="End">
            <TimeDisplay value={knownTime(event.enddate)} full />
          </Fact>
          {children}
          {event.creatorplayer && (
            <Fact label="Created by">
              <PlayerLink player={event.creatorplayer} showTag />
            </Fact>
          )}
          {trailing}
          <EventExtras event={event} />
        </dl>
      </div>
    </header>
  );
}

/** The top of a new event: the frame with its registration window, player count and club. */
export function EventHeader({ event }: { event: Competition }) {
  const clubId = event.clubid !== undefined && event.clubid > 0 ? event.clubid : undefined;
  const club =
    clubId === undefined ? undefined : (
      <Fact label="Club">
        <Link to={paths.club(clubId)}>{event.clubname ? <GameText text={event.clubname} /> : `Club ${clubId}`}</Link>
      </Fact>
    );
  return (
    <EventHeaderFrame event={event} trailing={club}>
      <Registration start={knownTime(event.registrationstart)} end={knownTime(event.registrationend)} />
      {event.numplayers !== undefined && <Fact label="Players">{formatNumber(event.numplayers)}</Fact>}
    </EventHeaderFrame>
  );
}

/** The registration window; left out when the API does not know it (it sends 0). */
function Registration({ start, end }: { start: number | undefined; end: number | undefined }) {
  const now = useNowSeconds();
  if (start === undefined && end === undefined) return null;
  const open = (start === undefined || now >= start) && (end === undefined || now < end);
  return (
    <Fact label="Registration">
      {start !== undefined && <TimeDisplay value={start} full />}
      {start !== undefined && end !== undefined && ' – '}
      {start === undefined && 'until '}
      {end !== undefined && <TimeDisplay value={end} full />}
      {end === undefined && ' onwards'}
      {open && <span className="tag is-success ml-2">Open now</span>}
    </Fact>
  );
}

/**
 * The event's type, manialink and vertical image (spec part 2), each only when the API sends one (it sends "" when
 * there is none). The manialink opens in the game (the game's link scheme, as game-text links have it) and can be
 * copied; the tall image shows as a thumbnail that enlarges on hover, focus or tap.
 */
function EventExtras({ event }: { event: EventTexts }) {
  const type = statusWords(event.type);
  const manialink = event.manialink?.trim() ?? '';
  const href = manialink === '' ? null : linkHref(manialink, true);
  const vertical = imageUrl(event.verticalurl);
  return (
    <>
      {type && <Fact label="Type">{type}</Fact>}
      {manialink !== '' && (
        <Fact label="Manialink">
          {href ? <a href={href}>{manialink}</a> : <span className="is-mono">{manialink}</span>}{' '}
          <CopyButton value={manialink} label="Copy manialink" />
        </Fact>
      )}
      {vertical && (
        <Fact label="Vertical image">
          <ImagePopup
            src={vertical}
            alt={`Vertical image of ${toPlainText(event.name)}`}
            thumbHeight="12em"
            aspectRatio="1 / 4"
          />
        </Fact>
      )}
    </>
  );
}
