import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { paymentPasswords } from '../../db/schema.ts';

/**
 * Replaces the payment password only while it is still the one checked (compare and swap on the
 * hash): of two changes at once, one wins and the other is refused.
 */
export async function replacePaymentPassword(
  db: Db,
  memberId: number,
  oldHash: string,
  newHash: string,
): Promise<boolean> {
  const rows = await db
    .update(paymentPasswords)
    .set({ passwordHash: newHash, createdAt: new Date() })
    .where(and(eq(paymentPasswords.memberId, memberId), eq(paymentPasswords.passwordHash, oldHash)))
    .returning({ id: paymentPasswords.memberId });
  return rows.length === 1;
}
