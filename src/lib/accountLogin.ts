// The game's "login" is the older identifier of an account: the same 16 bytes as the account UUID,
// written as base64url without padding. Players paste it into server tools that predate UUIDs.

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i;

/** The login of an account id, or "" when the id is not a UUID (ids come from untyped JSON). */
export function accountIdToLogin(accountId: string): string {
  if (typeof accountId !== 'string' || !UUID.test(accountId.trim())) return '';
  const hex = accountId.trim().replace(/-/g, '');
  let binary = '';
  for (let i = 0; i < hex.length; i += 2) binary += String.fromCharCode(parseInt(hex.slice(i, i + 2), 16));
  // btoa takes a "binary string" (one char per byte), which is what we built above.
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
