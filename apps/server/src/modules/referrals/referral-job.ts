import type { FastifyBaseLogger } from 'fastify';
import type { ReferralRun } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { runReferralPass } from './referrals.service.ts';

/**
 * The referral job (docs/decisions/2026-11-25-referrals.md): every minute, the first deposits of
 * invited friends and the rewards due. Each reward is one grant per friend by its unique source,
 * so every process of a fleet may run it, and a pass killed half-way is simply run again.
 */
export class ReferralJob extends PeriodicJob<ReferralRun> {
  constructor(db: Db, options: { clock?: () => Date; log?: FastifyBaseLogger } = {}) {
    super('referral pass', () => runReferralPass(db, options.clock?.() ?? new Date()), options.log);
  }
}
