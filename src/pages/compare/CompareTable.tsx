import { useId, type ReactNode } from 'react';
import type { Side } from '../../lib/headToHead';

/** One row: a fact about both players, and which value is the better one (none when equal or not comparable). */
export interface Fact {
  id: string;
  label: ReactNode;
  a: ReactNode;
  b: ReactNode;
  better?: Side | undefined;
}

/** The better value's mark: a shape and a word, not only a colour. */
export function BetterMark() {
  return (
    <span className="compare-better-mark" title="Better">
      <span aria-hidden="true">▲</span>
      <span className="is-sr-only"> (better)</span>
    </span>
  );
}

interface CompareTableProps {
  /** The id of the heading that names the table. */
  labelledBy: string;
  /** The column header of each player. */
  heads: readonly [ReactNode, ReactNode];
  facts: readonly Fact[];
  /** A message that stands for a player's whole column (loading, no results, an error). */
  notes?: { a?: ReactNode; b?: ReactNode };
}

/** Rows are facts, columns the two players: it reads the same on a phone, where the table scrolls if it must. */
export function CompareTable({ labelledBy, heads, facts, notes = {} }: CompareTableProps) {
  const cell = (side: Side, fact: Fact, index: number) => {
    const note = notes[side];
    if (note !== undefined) {
      return index === 0 ? (
        <td key={side} rowSpan={facts.length} className="compare-note">
          {note}
        </td>
      ) : null;
    }
    const better = fact.better === side;
    return (
      <td key={side} className={better ? 'compare-better' : undefined}>
        {fact[side]}
        {better && <BetterMark />}
      </td>
    );
  };
  return (
    <div className="table-container">
      <table className="table is-fullwidth compare-table" aria-labelledby={labelledBy}>
        <thead>
          <tr>
            <th scope="col">
              <span className="is-sr-only">Statistic</span>
            </th>
            <th scope="col">{heads[0]}</th>
            <th scope="col">{heads[1]}</th>
          </tr>
        </thead>
        <tbody>
          {facts.map((fact, index) => (
            <tr key={fact.id}>
              <th scope="row">{fact.label}</th>
              {cell('a', fact, index)}
              {cell('b', fact, index)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface CompareSectionProps extends Omit<CompareTableProps, 'labelledBy'> {
  title: string;
  /** A line above the table. */
  intro?: ReactNode;
}

/** A titled section holding one comparison table, named by its heading. */
export function CompareSection({ title, intro, ...table }: CompareSectionProps) {
  const headingId = useId();
  return (
    <section className="block compare-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="title is-4">
        {title}
      </h2>
      {intro !== undefined && <p className="block">{intro}</p>}
      <CompareTable labelledBy={headingId} {...table} />
    </section>
  );
}
