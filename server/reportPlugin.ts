// The dev server's POST /report (npm run dev, npm run dev:live): the app's API drift reports, checked as the
// production server checks them (server/report.ts), printed in the terminal one readable line each instead of logged
// as JSON. The dev modes send them here: VITE_REPORT_URL=/report in .env.development and .env.live.
import type { Plugin } from 'vite';
import { createReportHandler, REPORT_PATH } from './report.ts';
import type { DriftReport } from './reportShape.ts';

/** `/api/player/{id} meta.profile: dropped ×3`: what a developer reads in the terminal. */
export function reportText(report: DriftReport, version: string): string {
  return `[api-drift] ${report.endpoint} ${report.field || '(the answer)'}: ${report.problem} ×${String(report.count)} (build ${version})`;
}

export function driftReportReceiver(): Plugin {
  return {
    name: 'drift-report-receiver',
    apply: 'serve',
    configureServer(server) {
      const handle = createReportHandler({
        // One developer, reloading often: a generous allowance, still a bounded one.
        perClient: 600,
        onReports: (batch) => {
          for (const report of batch.reports)
            server.config.logger.warn(reportText(report, batch.version), { timestamp: true });
        },
      });
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] === REPORT_PATH) handle(req, res);
        else next();
      });
    },
  };
}
