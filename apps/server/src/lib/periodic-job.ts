/** Where a background pass reports a failure (the app's logger). */
export type JobLog = { error: (obj: object, msg: string) => void };

/**
 * A pass run in the background every so often (the referral, contract, rebate and points jobs):
 * the first at start(), then one every `everyMs`; never two of a process at once (a tick while a
 * pass runs is skipped); a failed pass is logged and the next tick tries again; stop() waits for
 * the pass in flight, so none outlives the database. The passes themselves are safe to run twice
 * or in several processes: this class only schedules them.
 */
export class PeriodicJob<R> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<unknown> | null = null;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<R>,
    private readonly log?: JobLog,
  ) {}

  /** One pass now. */
  runOnce(): Promise<R> {
    return this.pass();
  }

  /** Runs a pass at once and every `everyMs` until stop(). */
  start(everyMs = 60_000): void {
    if (this.timer) return;
    const tick = () => {
      if (this.running) return;
      this.running = this.runOnce()
        .catch((err: unknown) => this.log?.error({ err }, `${this.name} failed; retried next run`))
        .finally(() => {
          this.running = null;
        });
    };
    tick();
    this.timer = setInterval(tick, everyMs);
    this.timer.unref();
  }

  /** Stops the timer and waits for a pass in flight. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
