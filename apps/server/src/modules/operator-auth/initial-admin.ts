import type { FastifyBaseLogger } from 'fastify';
import { OperatorPasswordSchema, OperatorUsernameSchema } from '@app/contracts';
import { countOperators } from './operator-auth.repository.ts';
import { createOperator, type OperatorAuthDeps } from './operator-auth.service.ts';

/**
 * First start with ADMIN_USERNAME and ADMIN_PASSWORD set and no operator yet: creates that
 * administrator (it enrols its TOTP at first sign-in). Does nothing once any operator exists, so
 * the variables can stay set. The password must follow the operator rules (12 to 128 characters).
 */
export async function ensureInitialAdministrator(
  deps: OperatorAuthDeps,
  admin: { username: string; password: string },
  log: FastifyBaseLogger,
): Promise<void> {
  if ((await countOperators(deps.db)) > 0) return;
  const username = OperatorUsernameSchema.safeParse(admin.username);
  if (!username.success)
    throw new Error('ADMIN_USERNAME: 3 to 32 of a-z, 0-9, _ . - from a letter');
  if (!OperatorPasswordSchema.safeParse(admin.password).success) {
    throw new Error('ADMIN_PASSWORD: 12 to 128 characters');
  }
  const { operator } = await createOperator(
    deps,
    { username: username.data, role: 'administrator' },
    { name: 'environment', ip: null, operatorId: null },
    { password: admin.password },
  );
  log.info({ operator: operator.username }, 'created the first administrator from ADMIN_USERNAME');
}
