import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { Player } from '../../api/types';
import { Echelon } from '../../components/Echelon';
import { Flag } from '../../components/Flag';
import { FollowButton } from '../../components/FollowButton';
import { PlayerName, plainPlayerName } from '../../components/PlayerName';
import { paths } from '../../lib/paths';
import { linkedRecapYears } from '../../lib/recap';
import { playerBadges } from '../../lib/playerStyle';
import { zoneList } from '../../lib/zones';
import { links } from '../../lib/site';
import type { PlayerProfile } from '../../data/player';
import { CompareWith } from './CompareWith';
import { PlayerSocials } from './PlayerSocials';

/** "2026 in review": the current year's recap, and last year's until the end of January. */
function RecapLinks({ idOrVanity }: { idOrVanity: string }) {
  const [years] = useState(() => linkedRecapYears(Date.now()));
  return (
    <>
      {years.map((year) => (
        <Link key={year} className="button" to={paths.playerRecap(idOrVanity, year)}>
          {year} in review
        </Link>
      ))}
    </>
  );
}

/** Accounts started before this are the alpha players (spec part 2, §6). */
const ALPHA_BEFORE = Date.UTC(2020, 6, 1);

export function isAlphaPlayer(timestamp: string | undefined): boolean {
  const at = timestamp ? Date.parse(timestamp) : NaN;
  return Number.isFinite(at) && at < ALPHA_BEFORE;
}

/** Who the player is: name with badges and club tag, zone, socials, echelon; on the own profile, the owner's buttons. */
export function PlayerHeader({ profile, own }: { profile: PlayerProfile; own: boolean }) {
  const player: Player = { id: profile.accountid, name: profile.displayname, tag: profile.clubtag, meta: profile.meta };
  const badges = playerBadges(profile.meta);
  const zones = zoneList(profile.trophies?.zone);
  const echelon = profile.trophies?.echelon;
  return (
    <header className="block player-header">
      <div className="player-header-main">
        <div className="player-header-text">
          <h1 className="title player-title">
            <PlayerName player={player} showTag />
          </h1>
          {(badges.length > 0 || isAlphaPlayer(profile.timestamp)) && (
            <p className="tags player-badges">
              {badges.map((badge) => (
                <span key={badge.kind} className={badge.tagClassName}>
                  {badge.label}
                </span>
              ))}
              {isAlphaPlayer(profile.timestamp) && (
                <span
                  className="tag is-info"
                  title="This player started playing before 1 July 2020, during the game's alpha."
                >
                  Alpha player
                </span>
              )}
            </p>
          )}
          {profile.meta?.comment && <p className="player-comment">{profile.meta.comment}</p>}
          <MainAccount profile={profile} />
          {zones.length > 0 && (
            <ol className="player-zones" aria-label="Zone">
              {zones.map((zone, index) => (
                <li key={`${index}-${zone.name}`}>
                  <Flag flag={zone.flag} title={zone.name} decorative /> {zone.name}
                </li>
              ))}
            </ol>
          )}
          <PlayerSocials meta={profile.meta} />
          <div className="player-actions">
            {/* Not on the own profile: following oneself adds nothing. */}
            {!own && <FollowButton id={profile.accountid} name={profile.displayname} label={plainPlayerName(player)} />}
            <CompareWith profile={profile} />
            <RecapLinks idOrVanity={profile.meta?.vanity || profile.accountid} />
          </div>
        </div>
        {echelon !== undefined && <Echelon level={echelon} />}
      </div>
      {own && (
        <div className="buttons player-own-buttons">
          <Link className="button is-link" to={paths.userEdit()}>
            Edit profile
          </Link>
          {profile.meta?.sponsor !== true && (
            <a className="button is-danger" href={links.patron} target="_blank" rel="noopener noreferrer">
              Become a patron
            </a>
          )}
        </div>
      )}
    </header>
  );
}

/** A second account names its main one (the API sends the main account's id): a link to that player's page. */
function MainAccount({ profile }: { profile: PlayerProfile }) {
  const main = profile.meta?.mainaccount?.trim();
  if (!main || main === profile.accountid) return null;
  return (
    <p className="player-main-account">
      A second account: <Link to={paths.player(main)}>the main account</Link>
    </p>
  );
}
