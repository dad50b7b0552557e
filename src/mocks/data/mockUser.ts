// The account the mocked login signs in as (player index 0 of the data set).
// Kept free of imports: the Vite config loads it to serve the login popup.
export const MOCK_USER = {
  accountid: '5b4d42f4-c2de-407d-b367-cbff3fe817bc',
  displayname: 'MockPilot',
  vanity: 'mockpilot',
  secret: 'mock-secret-5b4d42f4',
} as const;

/**
 * A second account the mocked login can sign in as: a player of the data set (index 777) who drove none of the maps,
 * for the pages that show a signed-in player without a record (the home's "Not driven yet"). Its secrets start with
 * ROOKIE_SECRET_PREFIX, which is how the mocked API tells the two accounts apart.
 */
export const MOCK_ROOKIE = {
  accountid: '951a32aa-8806-4a58-b5d0-cfa191871c7b',
  displayname: 'Kiki',
  vanity: '',
  secret: 'mock-secret-rookie-951a32aa',
} as const;

export const ROOKIE_SECRET_PREFIX = 'mock-secret-rookie-';
