import { randomBytes } from 'node:crypto';
import { merchantDayCompact } from './merchant-day.ts';

/**
 * Who did an operator action: a signed-in operator (`operator:<username>` and its id), the service
 * token (`service`), the CLI (`cli`) or a gateway's callback (`gateway:<provider>`).
 */
export type Actor = { name: string; ip: string | null; operatorId?: number | null };

/** Who an audit line names: the actor, their operator account (if any) and address. */
export function auditActor(actor: Actor): {
  actor: string;
  operatorId: number | null;
  ip: string | null;
} {
  return { actor: actor.name, operatorId: actor.operatorId ?? null, ip: actor.ip };
}

/** An order number people can read out: prefix, the merchant day, 8 random hex digits. */
export function newOrderNo(prefix: 'D' | 'W'): string {
  return `${prefix}${merchantDayCompact(new Date())}${randomBytes(4).toString('hex').toUpperCase()}`;
}

/** Shows the last 4 digits of an account number: ******3456. */
export function maskAccountNo(accountNo: string): string {
  return `${'*'.repeat(Math.max(0, accountNo.length - 4))}${accountNo.slice(-4)}`;
}

export const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);
