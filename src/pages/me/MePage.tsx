import { SectionBoundary } from '../../components/SectionBoundary';
import { useTitle } from '../../components/useTitle';
import { LastCupStrip } from '../../components/you/LastCupStrip';
import { ACCOUNT_SERVICE_NAME } from '../../lib/site';
import { useSession } from '../../session/SessionProvider';
import { MeCard } from './MeCard';
import { RanksCard } from './RanksCard';
import { SinceCard } from './SinceCard';
import { TotdCard } from './TotdCard';
import './me.scss';

const TITLE = 'My home';

/**
 * /me (issue 46): a signed-in player's first questions on one screen: today's map and where they stand on it, their
 * last cup, their ranks, and what moved since their last visit. Each card loads and fails on its own.
 */
export function MePage() {
  useTitle(TITLE);
  const { session } = useSession();
  return (
    <section className="me-page">
      <header className="block">
        <h1 className="title">{TITLE}</h1>
      </header>
      {session ? <MeCards accountId={session.accountid} /> : <SignedOut />}
    </section>
  );
}

/** One column on a phone, in the order; a grid wider. */
function MeCards({ accountId }: { accountId: string }) {
  return (
    <div className="me-grid">
      <SectionBoundary name="today's Track of the Day">
        <TotdCard accountId={accountId} />
      </SectionBoundary>
      <SectionBoundary name="your last Cup of the Day">
        <MeCard id="me-cotd" title="Last Cup of the Day">
          <LastCupStrip accountId={accountId} label="Your last cup" />
        </MeCard>
      </SectionBoundary>
      <SectionBoundary name="your ranks">
        <RanksCard accountId={accountId} />
      </SectionBoundary>
      <SectionBoundary name="since your last visit">
        <SinceCard accountId={accountId} />
      </SectionBoundary>
    </div>
  );
}

function SignedOut() {
  const { login, loggingIn } = useSession();
  return (
    <div className="box me-invitation">
      <p className="mb-3">
        Log in to see, on one screen, today&apos;s Track of the Day and where you stand on it, how your last Cup of the
        Day went, your trophies and matchmaking ranks, and what moved on your maps since your last visit.
      </p>
      <button
        type="button"
        className={`button is-link${loggingIn ? ' is-loading' : ''}`}
        onClick={login}
        disabled={loggingIn}
      >
        Log in with {ACCOUNT_SERVICE_NAME}
      </button>
    </div>
  );
}
