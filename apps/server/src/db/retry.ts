/**
 * A deadlock or serialization failure: PostgreSQL rolled the whole transaction back, so it may
 * simply run again. Two processes that lock the same rows in different orders (a vendor call's
 * full path in one, another's group commit) end this way now and then; the database picks one
 * of them to fail.
 */
export function isRetryable(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  const code = e?.code ?? e?.cause?.code;
  return code === '40P01' || code === '40001';
}

/** Runs a transaction again after a deadlock or serialization failure (a few times). */
export async function withRetry<T>(work: () => Promise<T>, attempts = 5): Promise<T> {
  for (let i = 1; ; i++) {
    try {
      return await work();
    } catch (err) {
      if (i >= attempts || !isRetryable(err)) throw err;
    }
  }
}
