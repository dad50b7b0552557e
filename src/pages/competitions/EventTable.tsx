import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import { TimeDisplay } from '../../components/TimeDisplay';
import { formatNumber } from '../../lib/format';
import type { EventListItem } from '../../data/competitions';
import { eventPath, knownTime } from './event';
import { EventLogo } from './EventLogo';

// On a phone a row keeps the event's name (its link) and the players; the dates go under the name, the logo hides.
const COLUMNS: readonly Column<EventListItem>[] = [
  {
    id: 'logo',
    header: 'Logo',
    srHeader: true,
    show: 'tablet',
    className: 'event-logo-cell',
    cell: (event) => <EventLogo logourl={event.logourl} name={event.name} />,
  },
  {
    id: 'event',
    header: 'Event',
    main: true,
    className: 'event-name-column',
    cell: (event) => (
      <>
        <Link to={eventPath(event)}>
          <GameText text={event.name} />
        </Link>
        {!event.competitionid && <span className="tag is-dark ml-2">Legacy</span>}
      </>
    ),
  },
  {
    id: 'dates',
    header: 'Dates',
    show: 'under',
    underLabel: '',
    className: 'event-dates',
    cell: (event) => <EventDates start={event.startdate} end={event.enddate} />,
  },
  {
    id: 'players',
    header: 'Players',
    numeric: true,
    nowrap: true,
    cell: (event) => (event.numplayers === undefined ? '-' : formatNumber(event.numplayers)),
  },
];

/** The event list: logo, name linking to the event, dates and players. */
export function EventTable({ events }: { events: EventListItem[] }) {
  return (
    <ResponsiveTable
      label="Events"
      className="event-table"
      columns={COLUMNS}
      rows={events}
      rowKey={(event) => event.id}
    />
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
