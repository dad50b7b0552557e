import { Link } from 'react-router-dom';
import { GameText } from '../../components/GameText';
import { TimedButton } from '../../components/TimedButton';
import { TimeDisplay } from '../../components/TimeDisplay';
import { paths } from '../../lib/paths';
import type { Campaign } from '../../data/campaign';

interface CampaignHeroProps {
  campaign: Campaign;
  official: boolean;
  refreshing: boolean;
  onRefresh: () => void;
}

export function CampaignHero({ campaign, official, refreshing, onRefresh }: CampaignHeroProps) {
  return (
    <header className="box campaign-hero">
      <div className="campaign-hero-text">
        <h1 className="title">
          <GameText text={campaign.name} />
          {official && <span className="tag is-info ml-3 is-vcentered">Official</span>}
        </h1>
        <p className="subtitle is-6">
          Published <TimeDisplay value={campaign.publishtime} full />
          {campaign.clubid ? (
            <>
              {' '}
              by{' '}
              <Link to={paths.club(campaign.clubid)}>
                {campaign.clubname ? <GameText text={campaign.clubname} /> : `Club ${campaign.clubid}`}
              </Link>
            </>
          ) : null}
        </p>
      </div>
      <TimedButton className={`button${refreshing ? ' is-loading' : ''}`} onClick={onRefresh}>
        Refresh
      </TimedButton>
    </header>
  );
}
