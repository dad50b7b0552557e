import { Fact } from '../../../components/DescribedFact';
import { HeadedSection } from '../../../components/HeadedSection';
import { countOf, formatNumber, ordinal } from '../../../lib/format';
import { nothingIn, type ModeFigures, type RecapFigures } from '../../../lib/recap';
import { RECAP_MATCH_PAGE_BOUND } from '../../../data/recap';
import { monthName } from '../../../lib/parisTime';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "4 March 2026" from "2026-03-04". */
export function dayText(day: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return `${String(date)} ${monthName(month ?? 1)} ${String(year)}`;
}

const or = (value: number | undefined, text: (n: number) => string) => (value === undefined ? '-' : text(value));

interface RecapFiguresProps {
  figures: RecapFigures;
  /** The profile's echelon when read: shown for a year that is not over. */
  echelonNow: number | undefined;
  yearOver: boolean;
}

/** The year's figures as HTML: one section per source, a line of its own when a source has nothing in the year. */
export function RecapFiguresView({ figures, echelonNow, yearOver }: RecapFiguresProps) {
  return (
    <div className="recap-figures">
      <TrophyFigures figures={figures} echelonNow={echelonNow} yearOver={yearOver} />
      <CotdFigures figures={figures} />
      <MatchmakingFigures figures={figures} />
    </div>
  );
}

function TrophyFigures({ figures, echelonNow, yearOver }: RecapFiguresProps) {
  const { year, trophies } = figures;
  return (
    <HeadedSection title="Trophies" className="box recap-section">
      {nothingIn.trophies(figures) ? (
        <p>No trophies gained in {year}.</p>
      ) : (
        <dl className="recap-facts">
          <Fact label="Points gained">{formatNumber(trophies.points)}</Fact>
          <Fact label="Trophy gains">{formatNumber(trophies.gains)}</Fact>
          {trophies.bestDay && (
            <Fact label="Best day">
              {dayText(trophies.bestDay.day)}: {countOf(trophies.bestDay.points, 'point')} from{' '}
              {countOf(trophies.bestDay.gains, 'gain')}
            </Fact>
          )}
          {trophies.biggest && (
            <Fact label="Biggest single gain">
              {countOf(trophies.biggest.points, 'point')} for {trophies.biggest.label}, {dayText(trophies.biggest.day)}
            </Fact>
          )}
          {yearOver && trophies.echelonAtYearEnd !== undefined && (
            <Fact label="Echelon at the year's end">
              {trophies.echelonAtYearEnd} ({countOf(trophies.pointsAtYearEnd ?? 0, 'point')} counting on 31 December)
            </Fact>
          )}
        </dl>
      )}
      {!yearOver && echelonNow !== undefined && (
        <p className="recap-note">The year is not over: echelon {echelonNow} now.</p>
      )}
    </HeadedSection>
  );
}

function CotdFigures({ figures }: { figures: RecapFigures }) {
  const { year, cotd } = figures;
  const most = Math.max(1, ...cotd.perMonth);
  return (
    <HeadedSection title="Cup of the Day" className="box recap-section">
      {nothingIn.cotd(figures) ? (
        <p>No Cup of the Day in {year}.</p>
      ) : (
        <>
          <dl className="recap-facts">
            <Fact label="Cups played">
              {formatNumber(cotd.played)} ({formatNumber(cotd.main)} main, {countOf(cotd.reruns, 'rerun')})
            </Fact>
            <Fact label="Best rank">{or(cotd.bestRank, ordinal)}</Fact>
            <Fact label="Best division">{or(cotd.bestDiv, String)}</Fact>
            <Fact label="Average division">{or(cotd.averageDiv, (n) => n.toFixed(1))}</Fact>
            <Fact label="Division 1 finishes">{formatNumber(cotd.divisionOne)}</Fact>
          </dl>
          <h3 className="title is-6">Cups played per month</h3>
          <ol className="recap-months">
            {cotd.perMonth.map((count, month) => (
              <li key={MONTHS[month]} aria-label={`${monthName(month + 1)}: ${countOf(count, 'cup')}`}>
                <span className="recap-month-bar" style={{ height: `${String((count / most) * 100)}%` }} />
                <span className="recap-month-count">{count}</span>
                <span className="recap-month-name">{MONTHS[month]}</span>
              </li>
            ))}
          </ol>
        </>
      )}
    </HeadedSection>
  );
}

function modeLine(mode: ModeFigures): string {
  const rank = mode.rankNow === undefined ? '' : `, rank ${formatNumber(mode.rankNow)} now`;
  return `${countOf(mode.played, 'match', 'matches')} played, ${formatNumber(mode.won)} won${rank}`;
}

function MatchmakingFigures({ figures }: { figures: RecapFigures }) {
  const { year, modes } = figures;
  const bounded = modes.filter((mode) => mode.boundHit);
  const nothing = nothingIn.matchmaking(figures) && bounded.length === 0;
  return (
    <HeadedSection title="Matchmaking" className="box recap-section">
      {nothing ? (
        <p>No matchmaking in {year}.</p>
      ) : (
        <dl className="recap-facts">
          {modes.map((mode) => (
            <Fact key={mode.typeId} label={mode.name}>
              {mode.boundHit ? 'at least ' : ''}
              {modeLine(mode)}
            </Fact>
          ))}
        </dl>
      )}
      {bounded.map((mode) => (
        <p key={mode.typeId} className="recap-note">
          {mode.name}: only the {formatNumber(RECAP_MATCH_PAGE_BOUND * 25)} most recent matches were read (the recap's
          bound), and they do not reach back to 1 January {year}: the year holds at least the matches counted.
        </p>
      ))}
    </HeadedSection>
  );
}
