// The account the mocked login signs in as (player index 0 of the data set).
// Kept free of imports: the Vite config loads it to serve the login popup.
export const MOCK_USER = {
  accountid: '5b4d42f4-c2de-407d-b367-cbff3fe817bc',
  displayname: 'MockPilot',
  vanity: 'mockpilot',
  secret: 'mock-secret-5b4d42f4',
} as const;
