import { useTitle } from '../../components/useTitle';
import { PRODUCT_NAME } from '../../lib/site';

export function PrivacyPage() {
  useTitle('Privacy policy');
  return (
    <article className="content">
      <h1 className="title">Privacy policy</h1>
      <p>
        {PRODUCT_NAME} shows public game statistics. You can browse every page without signing in. This page says what
        we keep and for how long.
      </p>
      <h2 className="subtitle">Access logs</h2>
      <p>Our web servers keep access logs for at most 24 hours.</p>
      <h2 className="subtitle">Signing in</h2>
      <p>When you sign in, the access token of your account service is not stored. We store:</p>
      <ul>
        <li>your account id;</li>
        <li>your display name;</li>
        <li>the time you first signed in;</li>
        <li>the times of your sessions;</li>
        <li>your IP address;</li>
        <li>your session count.</li>
      </ul>
      <h2 className="subtitle">In your browser</h2>
      <p>
        After you sign in, your browser keeps your session secret, account id, display name and vanity name in its local
        storage so that you stay signed in. Logging out removes them.
      </p>
      <p>
        While you are signed in, your own records (your personal bests and campaign positions) are kept in your
        browser's storage under your account id for a few minutes, so that a page can show them again without asking for
        them. They are shown to your account only, and deleted when you log out or when another account signs in on this
        browser. They are never kept on our server.
      </p>
      <p>
        So that My records can say what moved since your last visit, your browser also keeps your rank, time, medal and
        each map's world record as they were then, under your account id, and deletes them in the same way.
      </p>
      <p>
        The quick search keeps the addresses and titles of the last 8 pages you opened in the same local storage, to
        offer them again. They never leave your browser.
      </p>
      <p>
        The players you follow, and their figures at your last visit (to show what changed), are kept there too, until
        you unfollow them or clear your browser's storage. A share link carries only their account ids.
      </p>
    </article>
  );
}
