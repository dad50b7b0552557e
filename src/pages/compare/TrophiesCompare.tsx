import type { ReactNode } from 'react';
import { Echelon } from '../../components/Echelon';
import { TrophyTierIcon } from '../../components/TrophyTierIcon';
import { formatNumber } from '../../lib/format';
import { betterOf } from '../../lib/headToHead';
import { allTierCounts, trophyPoints } from '../../lib/trophies';
import type { PlayerProfile, PlayerTrophies } from '../../data/player';
import { zoneList } from '../../lib/zones';
import { CompareSection, type Fact, type SectionTableProps } from './CompareTable';

/** A player's trophy points: as sent, or counted from the tiers. */
export const pointsOf = (trophies: PlayerTrophies | undefined) => trophies?.points ?? trophyPoints(trophies?.counts);

const echelonOf = (trophies: PlayerTrophies | undefined) => trophies?.echelon;

/** The position in the last zone of the chain (World): positions follow the chain, most specific zone first. */
function worldPosition(trophies: PlayerTrophies | undefined): number | undefined {
  const zones = zoneList(trophies?.zone);
  const positions = trophies?.zonepositions ?? [];
  const position = zones.length > 0 ? positions[zones.length - 1] : undefined;
  return typeof position === 'number' && position > 0 ? position : undefined;
}

const shown = (value: number | undefined, show: (value: number) => ReactNode = formatNumber) =>
  value === undefined ? '-' : show(value);

/** Points, echelon and world position (the better one marked), then the count of each tier. */
export function trophyFacts(profiles: readonly [PlayerProfile, PlayerProfile]): Fact[] {
  const [a, b] = [profiles[0].trophies, profiles[1].trophies];
  const [pointsA, pointsB] = [pointsOf(a), pointsOf(b)];
  const [echelonA, echelonB] = [echelonOf(a), echelonOf(b)];
  const [worldA, worldB] = [worldPosition(a), worldPosition(b)];
  const [tiersA, tiersB] = [allTierCounts(a?.counts), allTierCounts(b?.counts)];
  return [
    {
      id: 'points',
      label: 'Trophy points',
      a: formatNumber(pointsA),
      b: formatNumber(pointsB),
      better: betterOf(pointsA, pointsB, 'higher'),
      amounts: [pointsA, pointsB],
    },
    {
      id: 'echelon',
      label: 'Echelon',
      a: shown(echelonA, (level) => <Echelon level={level} />),
      b: shown(echelonB, (level) => <Echelon level={level} />),
      better: betterOf(echelonA, echelonB, 'higher'),
    },
    {
      id: 'world',
      label: 'World position',
      a: shown(worldA, (position) => `#${formatNumber(position)}`),
      b: shown(worldB, (position) => `#${formatNumber(position)}`),
      better: betterOf(worldA, worldB, 'lower'),
    },
    // More trophies of one tier is not better in itself (points are): the tiers are shown, not marked.
    ...tiersA.map(({ tier, count }, index) => ({
      id: `tier-${tier}`,
      label: (
        <>
          <span aria-hidden="true">
            <TrophyTierIcon tier={tier} size={1.2} />
          </span>{' '}
          Tier {tier} trophies
        </>
      ),
      a: formatNumber(count),
      b: formatNumber(tiersB[index]?.count ?? 0),
      amounts: [count, tiersB[index]?.count ?? 0] as const,
    })),
  ];
}

export function TrophiesCompare(props: SectionTableProps) {
  return <CompareSection title="Trophies" {...props} />;
}
