// The build-time settings the app reads (Vite inlines them; see README, "Live mode and production").
interface ImportMetaEnv {
  /** "true" in the mocked builds: the mocked API starts with the app. */
  readonly VITE_MOCKS?: string;
  /** Where each page view's path is sent by beacon; unset, no view is counted. */
  readonly VITE_PAGEVIEW_URL?: string;
  /** Where the app's API drift reports are sent by beacon (src/api/driftReport.ts); unset, none is sent. */
  readonly VITE_REPORT_URL?: string;
}
