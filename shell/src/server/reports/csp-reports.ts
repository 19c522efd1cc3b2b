import rateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsync } from 'fastify';
import { redactUrl } from 'shared/server/redact-url';

/**
 * The shell's Content-Security-Policy violation endpoint (CSP_REPORTS=true): browsers POST a report
 * when the policy blocks something, and each becomes one log line an operator can grep. Anyone can
 * post here, so a report is size-capped, rate-limited per client and logged as plain, trimmed text.
 */

export const MAX_REPORT_BYTES = 8 * 1024;
const REPORTS_PER_MINUTE = 20;
/** Browsers send the old `report-uri` shape or the Reporting API's list. */
const REPORT_TYPES = ['application/csp-report', 'application/reports+json', 'application/json'];

/** One log field: no line breaks or control characters, at most 200 characters. */
const field = (value: unknown) => (typeof value === 'string' ? value.replace(/\p{Cc}+/gu, ' ').slice(0, 200) : '-');

type Report = Record<string, unknown>;

/** The violations in a report body, in either shape. */
export function violationsOf(body: unknown): { directive: string; blocked: string; page: string }[] {
  const reports: unknown[] = Array.isArray(body)
    ? body.filter((r: Report | null) => r?.type === 'csp-violation').map((r: Report) => r.body)
    : [(body as Report | null)?.['csp-report']];
  return reports
    .filter((r): r is Report => Boolean(r) && typeof r === 'object')
    .slice(0, 10)
    .map((r) => ({
      directive: field(r.effectiveDirective ?? r['effective-directive'] ?? r['violated-directive']),
      blocked: field(r.blockedURL ?? r['blocked-uri']),
      page: field(r.documentURL ?? r['document-uri']),
    }));
}

export interface CspReportsOptions {
  readonly reportPath: string;
  readonly log?: (line: string) => void;
  readonly perMinute?: number;
}

/** The report endpoint, as a Fastify plugin. */
export const cspReportsRoute: FastifyPluginAsync<CspReportsOptions> = async (
  scope,
  { reportPath, log = (line) => console.warn(line), perMinute = REPORTS_PER_MINUTE },
) => {
  await scope.register(rateLimit, { global: false });
  scope.addContentTypeParser(REPORT_TYPES, { parseAs: 'string', bodyLimit: MAX_REPORT_BYTES }, (_request, body, done) => {
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(Object.assign(new Error('Bad Request'), { statusCode: 400 }), undefined);
    }
  });
  scope.post(
    reportPath,
    { bodyLimit: MAX_REPORT_BYTES, config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      for (const { directive, blocked, page } of violationsOf(request.body))
        log(`[csp] ${directive} blocked ${redactUrl(blocked)} on ${redactUrl(page)}`);
      return reply.code(204).send();
    },
  );
};
