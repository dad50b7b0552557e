// Explicit extension: the Vite config imports this file directly.
import { MOCK_ROOKIE, MOCK_USER, ROOKIE_SECRET_PREFIX } from './data/mockUser.ts';

/**
 * The mocked /api/user/auth popup. The real one signs in with the account service and posts the
 * session to its opener; this one asks for a click, then posts the mock user's session.
 */
export function mockLoginPage(): string {
  const identity = JSON.stringify({
    accountid: MOCK_USER.accountid,
    displayname: MOCK_USER.displayname,
    vanity: MOCK_USER.vanity,
  });
  // The second account (no records), for the signed-in pages' "nothing driven yet" states.
  const rookie = JSON.stringify({
    accountid: MOCK_ROOKIE.accountid,
    displayname: MOCK_ROOKIE.displayname,
    vanity: MOCK_ROOKIE.vanity,
  });
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Mock sign-in</title>
<style>body{font-family:system-ui,sans-serif;background:#14161a;color:#eee;display:grid;place-items:center;min-height:90vh}
main{text-align:center}button{font-size:1.1rem;padding:.6rem 1.2rem;border-radius:6px;border:0;background:#3e8ed0;color:#fff;cursor:pointer}
button:focus-visible{outline:2px solid #fff;outline-offset:2px}</style></head>
<body><main>
<h1>Mock sign-in</h1>
<p>This is the mocked account service of the development site. No password is needed.</p>
<button id="signin" type="button">Sign in as ${MOCK_USER.displayname}</button>
<button id="signin-rookie" type="button">Sign in as ${MOCK_ROOKIE.displayname}</button>
<p id="status" role="status"></p>
</main>
<script>
function signIn(prefix, identity) {
  if (!window.opener) { document.getElementById('status').textContent = 'Open this page from the site\\'s login button.'; return; }
  // A fresh secret per sign-in, like the real service; the mocked profile is kept per secret.
  var secret = prefix + Date.now().toString(36) + Math.random().toString(36).slice(2);
  window.opener.postMessage(Object.assign({ secret: secret }, identity), window.location.origin);
  document.getElementById('status').textContent = 'Signed in. You can close this window.';
}
document.getElementById('signin').addEventListener('click', function () { signIn('mock-secret-', ${identity}); });
document.getElementById('signin-rookie').addEventListener('click', function () { signIn('${ROOKIE_SECRET_PREFIX}', ${rookie}); });
</script>
</body></html>`;
}
