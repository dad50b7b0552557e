// The product's identity and every outside address, in one place.
export const PRODUCT_NAME = 'Trackmania.io';

/** Scheme name of the Authorization header: `${AUTH_SCHEME} ${secret}`. */
export const AUTH_SCHEME = 'Tmio';

/** The game-platform account service players sign in with. */
export const ACCOUNT_SERVICE_NAME = 'Ubisoft Connect';

export const links = {
  apiDocs: 'https://openplanet.dev/tmio/api',
  communityChat: 'https://openplanet.dev/link/discord',
  patron: 'https://www.patreon.com/openplanet',
  exchange: (exchangeId: number) => `https://trackmania.exchange/maps/${exchangeId}`,
  gameSite: (mapUid: string) => `https://www.trackmania.com/tracks/${encodeURIComponent(mapUid)}`,
  timeSite: 'https://time.is/Paris',
} as const;

/** The header's background (src/assets/header-racing-lines.svg): the site's own artwork. */
export const HEADER_IMAGE_TITLE = 'Racing lines';

export const headerImageCredit = `Header artwork: “${HEADER_IMAGE_TITLE}”, drawn for this site by its contributors.`;

export const notAffiliated =
  'Trackmania.io is a community project. It is not affiliated with or endorsed by Nadeo or Ubisoft.';

/** Said under a failed load of the game's data: neutral about whose service is down. */
export const DATA_API_DOWN_HINT = 'The game’s data API might be down right now. Please try again in a few minutes.';
