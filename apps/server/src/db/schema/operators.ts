import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { OPERATOR_ROLES } from '@app/contracts';
import { inList } from './catalog.ts';

/**
 * Operator accounts (docs/decisions/2026-11-24-operator-accounts.md): scrypt password hash, one
 * role, a TOTP second factor (the secret is never answered after enrolment), recovery codes kept
 * as SHA-256 hashes, and the lockout counters.
 */
export const operators = pgTable(
  'operators',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role').notNull(),
    /** Base32 TOTP secret; set at the first sign-in (or by the CLI), confirmed by a first code. */
    totpSecret: text('totp_secret'),
    totpEnrolled: boolean('totp_enrolled').notNull().default(false),
    recoveryCodeHashes: text('recovery_code_hashes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Wrong passwords and codes in a row; 10 lock the account for 15 minutes. */
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('operators_username_uq').on(t.username),
    check('operators_role_ck', inList(t.role, OPERATOR_ROLES)),
  ],
);

/**
 * Operator sessions: like members' sessions, an opaque token of which only the SHA-256 is kept.
 * A session ends when revoked, 30 minutes after its last call (idle) or at expires_at (12 hours
 * after sign-in, absolute).
 */
export const operatorSessions = pgTable(
  'operator_sessions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    ip: text('ip'),
    userAgent: text('user_agent'),
  },
  (t) => [index('operator_sessions_operator_idx').on(t.operatorId)],
);

/** Pending sign-ins: the password was right, the second factor is awaited (5 minutes, once). */
export const operatorSignIns = pgTable('operator_sign_ins', {
  tokenHash: text('token_hash').primaryKey(),
  operatorId: bigint('operator_id', { mode: 'number' })
    .notNull()
    .references(() => operators.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
});

/** TOTP time steps already used per operator: a code is accepted once (RFC 6238 §5.2). */
export const operatorTotpSteps = pgTable(
  'operator_totp_steps',
  {
    operatorId: bigint('operator_id', { mode: 'number' })
      .notNull()
      .references(() => operators.id, { onDelete: 'cascade' }),
    step: bigint('step', { mode: 'number' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.operatorId, t.step] })],
);
