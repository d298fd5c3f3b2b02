import type { Db } from '../db/client.ts';

/** What a job meets when its process dies under it. */
export class ProcessDied extends Error {
  constructor() {
    super('the process died');
    this.name = 'ProcessDied';
  }
}

/**
 * The database as a job sees it when its process is killed: the first `committed` transactions
 * commit, the next one does all its work and is then rolled back instead of committed, and from
 * then on every use of the database fails — what a SIGKILL between two of a job's transactions,
 * or in the middle of one, leaves behind. Run the job on it, then run it again on the real one.
 */
export function dyingAfter(db: Db, committed: number): Db {
  let started = 0;
  let dead = false;
  return new Proxy(db, {
    get(target, prop) {
      if (dead) throw new ProcessDied();
      const value: unknown = Reflect.get(target, prop, target);
      if (prop !== 'transaction') {
        return typeof value === 'function' ? value.bind(target) : value;
      }
      return (work: (tx: Db) => Promise<unknown>, config?: unknown) =>
        (target.transaction as (w: (tx: Db) => Promise<unknown>, c?: unknown) => Promise<unknown>)(
          async (tx) => {
            started += 1;
            const result = await work(tx);
            if (started > committed) {
              dead = true;
              throw new ProcessDied();
            }
            return result;
          },
          config,
        );
    },
  });
}
