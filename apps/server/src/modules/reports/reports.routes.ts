import type { FastifyPluginAsync } from 'fastify';
import {
  getBalanceReportEndpoint,
  getChannelMoneyReportEndpoint,
  getDashboardEndpoint,
  getGgrReportEndpoint,
} from '@app/contracts';
import { sendCsv } from '../../lib/csv.ts';
import { route } from '../../lib/endpoint-route.ts';
import type { RouteDeps } from '../../lib/route-deps.ts';
import {
  balanceReportCsv,
  channelMoneyReportCsv,
  getBalanceReport,
  getChannelMoneyReport,
  getDashboard,
  getGgrReport,
  ggrReportCsv,
} from './reports.service.ts';

/** The reports read every transfer of a range: a few per minute per address is plenty. */
const reportLimit = { max: 30, timeWindow: '1 minute' };

/**
 * The dashboard and the reports (reports.read). A report answers the envelope, or a CSV file
 * with format=csv (docs/decisions/2026-11-24-back-office-api.md).
 */
export function reportsRoutes(deps: RouteDeps): FastifyPluginAsync {
  return async (app) => {
    route(app, getDashboardEndpoint, (request) => getDashboard(deps.db, request.query), {
      rateLimit: reportLimit,
    });
    route(
      app,
      getGgrReportEndpoint,
      async (request, reply) => {
        const report = await getGgrReport(deps.db, request.query);
        if (request.query.format !== 'csv') return report;
        const name = `ggr-${report.groupBy}-${report.from}-${report.to}.csv`;
        return sendCsv(reply, name, ggrReportCsv(report));
      },
      { rateLimit: reportLimit },
    );
    route(
      app,
      getChannelMoneyReportEndpoint,
      async (request, reply) => {
        const report = await getChannelMoneyReport(deps.db, request.query);
        if (request.query.format !== 'csv') return report;
        const name = `money-by-channel-${report.from}-${report.to}.csv`;
        return sendCsv(reply, name, channelMoneyReportCsv(report));
      },
      { rateLimit: reportLimit },
    );
    route(
      app,
      getBalanceReportEndpoint,
      async (request, reply) => {
        const report = await getBalanceReport(deps.db);
        if (request.query.format !== 'csv') return report;
        return sendCsv(reply, `balances-${report.at.slice(0, 10)}.csv`, balanceReportCsv(report));
      },
      { rateLimit: reportLimit },
    );
  };
}
