import type { FastifyBaseLogger } from 'fastify';
import type { VipRun } from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { PeriodicJob } from '../../lib/periodic-job.ts';
import { selectActiveSince } from './vip.repository.ts';
import { monthRange, monthOf, runVipPass } from './vip.service.ts';

/** How far back a pass looks before the last one started: rounds close after their bet. */
const OVERLAP_MS = 5 * 60_000;

/**
 * The VIP club's job (docs/decisions/2026-11-25-vip-club.md): every minute, upgrades of the
 * members with money moving since the last pass, the month's review, and the bonuses due. The
 * first pass of a process (and a pass an operator asks for) looks at the whole month.
 */
export class VipJob {
  private since: Date | null = null;
  private readonly periodic: PeriodicJob<VipRun>;

  constructor(
    private readonly db: Db,
    private readonly options: { clock?: () => Date; log?: FastifyBaseLogger } = {},
  ) {
    this.periodic = new PeriodicJob('VIP pass', () => this.runOnce(), options.log);
  }

  private now(): Date {
    return this.options.clock?.() ?? new Date();
  }

  /** One pass; `full` looks at every member with money moving this month. */
  async runOnce(full = false): Promise<VipRun> {
    const now = this.now();
    const monthStart = monthRange(monthOf(now)).from;
    const since =
      full || this.since === null
        ? monthStart
        : new Date(Math.max(monthStart.getTime(), this.since.getTime() - OVERLAP_MS));
    const candidates = await selectActiveSince(this.db, since);
    const run = await runVipPass(this.db, now, candidates);
    this.since = now;
    return run;
  }

  /** Runs a pass every `everyMs` until stop(); a pass never overlaps the previous one. */
  start(everyMs = 60_000): void {
    this.periodic.start(everyMs);
  }

  /** Stops the timer and waits for a pass in flight. */
  stop(): Promise<void> {
    return this.periodic.stop();
  }
}
