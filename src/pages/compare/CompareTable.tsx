import { useMemo, type ReactNode } from 'react';
import { HeadedSection } from '../../components/HeadedSection';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable';
import type { Side } from '../../lib/headToHead';
import { CompareScore } from './CompareScore';

/** One row: a fact about both players, and which value is the better one (none when equal or not comparable). */
export interface Fact {
  id: string;
  label: ReactNode;
  a: ReactNode;
  b: ReactNode;
  better?: Side | undefined;
  /** The two values as amounts, drawn as a pair of bars under them (the larger the full width). */
  amounts?: readonly [number, number];
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
  /** The table's name (the section's title). */
  label: string;
  /** The column header of each player. */
  heads: readonly [ReactNode, ReactNode];
  facts: readonly Fact[];
  /** A message that stands for a player's whole column (loading, no results, an error). */
  notes?: { a?: ReactNode; b?: ReactNode };
}

/** A player's value, bold and marked when it is the better one; the mark stays on the value's last line. */
function Value({ fact, side }: { fact: Fact; side: Side }) {
  const value =
    fact.better !== side ? (
      fact[side]
    ) : (
      <span className="compare-better">
        {fact[side]}
        <BetterMark />
      </span>
    );
  if (!fact.amounts) return <>{value}</>;
  return (
    <>
      {value}
      <AmountBar amounts={fact.amounts} side={side} />
    </>
  );
}

/** One side of a pair of bars: its amount against the larger of the two; the figure above it is what is read. */
function AmountBar({ amounts, side }: { amounts: readonly [number, number]; side: Side }) {
  const largest = Math.max(amounts[0], amounts[1]);
  const amount = side === 'a' ? amounts[0] : amounts[1];
  const share = largest > 0 ? Math.max(0, amount) / largest : 0;
  return (
    <span className={`compare-bar is-${side}`} aria-hidden="true">
      <span style={{ width: `${String(share * 100)}%` }} />
    </span>
  );
}

function sideColumn(side: Side, head: ReactNode, note: ReactNode, firstId: string | undefined): Column<Fact> {
  return {
    id: side,
    header: head,
    // A note stands in the column's first row; the rows below stay empty rather than repeat it.
    cell: (fact) => (note === undefined ? <Value fact={fact} side={side} /> : fact.id === firstId ? note : null),
  };
}

/**
 * Rows are facts, columns the two players: three columns fit a phone, so every width shows the same table. Fixed
 * layout: the players' columns are equally wide whatever their values, the statistic's names wrap in theirs.
 */
export function CompareTable({ label, heads, facts, notes = {} }: CompareTableProps) {
  const firstId = facts[0]?.id;
  const columns = useMemo<Column<Fact>[]>(
    () => [
      {
        id: 'statistic',
        header: 'Statistic',
        srHeader: true,
        rowHeader: true,
        width: '28%',
        phoneWidth: '34%',
        className: 'compare-statistic',
        cell: (fact) => fact.label,
      },
      sideColumn('a', heads[0], notes.a, firstId),
      sideColumn('b', heads[1], notes.b, firstId),
    ],
    [heads, notes.a, notes.b, firstId],
  );
  return (
    <ResponsiveTable
      label={label}
      className="compare-table"
      fixed
      columns={columns}
      rows={facts}
      rowKey={(fact) => fact.id}
    />
  );
}

export interface CompareSectionProps extends Omit<CompareTableProps, 'label'> {
  title: string;
  /** A line above the table. */
  intro?: ReactNode;
  /** The players' names: with them, a headline counts the marked facts ("Felraki leads 2–1"). */
  names?: readonly [string, string];
}

/** How many facts each player is marked better in. */
export function factScore(facts: readonly Fact[]): { a: number; b: number } {
  return {
    a: facts.filter((fact) => fact.better === 'a').length,
    b: facts.filter((fact) => fact.better === 'b').length,
  };
}

/** A titled section holding one comparison table, named by its heading, under its score: a headline and a split bar. */
/** What a section of the page gives its table: everything but the title, which the section names. */
export type SectionTableProps = Omit<CompareSectionProps, 'title' | 'intro'>;

export function CompareSection({ title, intro, names, ...table }: CompareSectionProps) {
  const score = factScore(table.facts);
  return (
    <HeadedSection title={title} className="block compare-section">
      {names && <CompareScore names={names} a={score.a} b={score.b} />}
      {intro !== undefined && <p className="block">{intro}</p>}
      <CompareTable label={title} {...table} />
    </HeadedSection>
  );
}
