import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import type { EventListItem } from './api';
import { eventPath, knownTime } from './event';
import { EventLogo } from './EventLogo';

/** The event list: logo, name linking to the event, dates and players. */
export function EventTable({ events }: { events: EventListItem[] }) {
  return (
    <div className="table-container">
      <table className="table is-fullwidth is-hoverable event-table">
        <caption className="is-sr-only">Events</caption>
        <thead>
          <tr>
            <th scope="col" className="is-hidden-mobile">
              <span className="is-sr-only">Logo</span>
            </th>
            <th scope="col">Event</th>
            <th scope="col">Dates</th>
            <th scope="col" className="has-text-right">
              Players
            </th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr key={event.id}>
              <td className="is-hidden-mobile event-logo-cell">
                <EventLogo logourl={event.logourl} name={event.name} />
              </td>
              <td className="event-name-column">
                <Link to={eventPath(event)}>
                  <GameText text={event.name} />
                </Link>
                {!event.competitionid && <span className="tag is-dark ml-2">Legacy</span>}
              </td>
              <td className="event-dates">
                <EventDates start={event.startdate} end={event.enddate} />
              </td>
              <td className="has-text-right">{typeof event.numplayers === 'number' ? formatNumber(event.numplayers) : '-'}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** "22 Nov 2026, 19:00 – 24 Nov 2026, 21:00", each with the relative time as tooltip; unknown ends left out. */
export function EventDates({ start, end }: { start: number | undefined; end: number | undefined }) {
  const from = knownTime(start);
  const to = knownTime(end);
  if (from === undefined && to === undefined) return <>-</>;
  return (
    <>
      <TimeDisplay value={from} full />
      {to !== undefined && (
        <>
          {' – '}
          <TimeDisplay value={to} full />
        </>
      )}
    </>
  );
}
