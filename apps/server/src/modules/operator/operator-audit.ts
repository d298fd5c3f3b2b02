import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { callerOf } from '../../plugins/request-context.ts';
import { insertAudit, type AuditEntry } from './operator.repository.ts';

/** What an audited action says about itself; who, when and from where come from the request. */
export type AuditLineOf = Omit<AuditEntry, 'actor' | 'operatorId' | 'ip'>;

function who(request: FastifyRequest) {
  const { actor } = callerOf(request);
  return { actor: actor.name, operatorId: actor.operatorId ?? null, ip: actor.ip };
}

/**
 * Runs an operator's change and writes its audit line in one transaction: the line exists exactly
 * when the change does. For changes whose service takes the database handle.
 */
export function auditedChange<T>(
  db: Db,
  request: FastifyRequest,
  change: (tx: Db) => Promise<T>,
  line: (value: T) => AuditLineOf,
): Promise<T> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const value = await change(tx);
    await insertAudit(tx, { ...line(value), ...who(request) });
    return value;
  });
}

/**
 * Writes the audit line of a change already made by a collaborator with its own connection (the
 * settings store, the draw engine). Not atomic with the change: a crash between the two loses the
 * line, never the change (docs/decisions/2026-11-24-operator-accounts.md).
 */
export async function auditDone(db: Db, request: FastifyRequest, line: AuditLineOf) {
  await insertAudit(db, { ...line, ...who(request) });
}
