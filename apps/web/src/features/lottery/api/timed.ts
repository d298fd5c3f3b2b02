/** An answer carrying timer props, with the instant it arrived (docs/decisions/2026-11-21-lottery-countdown.md). */
export type Timed<T> = T & { receivedAt: number };

/** Marks an answer with the phone-clock instant it arrived; countdowns run from there. */
export async function timed<T extends object>(answer: Promise<T>): Promise<Timed<T>> {
  const value = await answer;
  return { ...value, receivedAt: Date.now() };
}
