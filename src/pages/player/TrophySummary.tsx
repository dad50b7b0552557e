import { Echelon } from '../../components/Echelon';
import { Flag } from '../../components/Flag';
import { HeadedSection } from '../../components/HeadedSection';
import { TrophyTierIcon } from '../../components/TrophyTierIcon';
import { formatNumber } from '../../lib/format';
import { allTierCounts, trophyPoints } from '../../lib/trophies';
import type { PlayerTrophies } from '../../data/player';
import { zoneList } from '../../lib/zones';

/** Trophy points, echelon, the count of each tier and the player's position in each zone of their chain. */
export function TrophySummary({ trophies }: { trophies: PlayerTrophies | undefined }) {
  const tiers = allTierCounts(trophies?.counts);
  const points = trophies?.points ?? trophyPoints(trophies?.counts);
  const zones = zoneList(trophies?.zone);
  const positions = trophies?.zonepositions ?? [];
  return (
    <HeadedSection title="Trophies" className="box player-trophies">
      {points <= 0 ? (
        <p>This player has no trophies yet.</p>
      ) : (
        <>
          <div className="player-points">
            <p>
              <span className="is-size-3 has-text-weight-bold">{formatNumber(points)}</span> trophy points
            </p>
            {trophies?.echelon !== undefined && <Echelon level={trophies.echelon} />}
          </div>
          <ul className="player-tier-counts" aria-label="Trophies per tier">
            {tiers.map(({ tier, count }) => (
              <li key={tier}>
                <TrophyTierIcon tier={tier} /> <span>{formatNumber(count)}</span>
              </li>
            ))}
          </ul>
          {positions.length > 0 && (
            <ol className="player-zone-positions" aria-label="Zone positions">
              {zones.map((zone, index) => {
                const position = positions[index];
                if (position === undefined) return null;
                return (
                  <li key={`${index}-${zone.name}`}>
                    <Flag flag={zone.flag} title={zone.name} decorative /> <strong>#{formatNumber(position)}</strong> in{' '}
                    {zone.name}
                  </li>
                );
              })}
            </ol>
          )}
        </>
      )}
    </HeadedSection>
  );
}
