import type { PlayerProfile } from '../../data/player';
import { RanksSummary } from './RanksSummary';
import { TrophySummary } from './TrophySummary';

/** The default tab: trophies and matchmaking ranks side by side (stacked on phones). */
export function SummaryTab({ profile }: { profile: PlayerProfile }) {
  return (
    <div className="columns player-summary">
      <div className="column">
        <TrophySummary trophies={profile.trophies} />
      </div>
      <div className="column">
        <RanksSummary entries={profile.matchmaking} />
      </div>
    </div>
  );
}
