/**
 * A numeric id from the address (a club, an event, a cup): digits only, at most 15 of them (so always a safe
 * integer), and above zero; anything else ("abc", "-1", "1e3", " 1") is undefined and never sent to the API. Every
 * page that reads a number from its address reads it this one way.
 */
export function parseRouteId(raw: string | undefined): number | undefined {
  // No id reads "undefined": not digits.
  if (!/^\d{1,15}$/.test(String(raw))) return undefined;
  const id = Number(raw);
  return id > 0 ? id : undefined;
}
