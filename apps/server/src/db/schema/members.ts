import {
  bigint,
  bigserial,
  boolean,
  index,
  pgSequence,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { operators } from './operators.ts';

/** Account numbers shown to members (spec §2 Register: "generated account number"). */
export const memberAccountNoSeq = pgSequence('member_account_no_seq', { startWith: 10000001 });

/**
 * Member accounts. `type` follows spec §6: 0 player, 1/2/41/42 agent, 4 trial, 40 non-agent.
 * Account names are unique case-insensitively, enforced by the database.
 */
export const members = pgTable(
  'members',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    account: text('account').notNull(),
    nickname: text('nickname'),
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    mobileNum: text('mobile_num'),
    countryDialingCode: text('country_dialing_code'),
    email: text('email'),
    status: text('status').notNull().default('active'),
    parentId: bigint('parent_id', { mode: 'number' }),
    accountNo: text('account_no')
      .notNull()
      .default(sql`nextval('member_account_no_seq')::text`),
    /** An agent's invitation code (spec §4 Registration affiliate). */
    affiliateCode: text('affiliate_code'),
    /** VIP club label (spec §3 clubLabel.labelName). */
    clubLabel: text('club_label').notNull().default('VIP0'),
    /** Member labels (spec §3 memberLabel); `nochat` disables chat. */
    labels: text('labels')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Set for accounts given an initial password (firstTimeLogin, spec §3): change it first. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    registerSource: text('register_source'),
    registerIp: text('register_ip'),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_account_lower_uq').on(sql`lower(${t.account})`),
    uniqueIndex('members_mobile_uq').on(t.mobileNum),
    uniqueIndex('members_account_no_uq').on(t.accountNo),
    uniqueIndex('members_affiliate_code_uq').on(sql`upper(${t.affiliateCode})`),
    index('members_parent_idx').on(t.parentId),
  ],
);

/**
 * Operators' notes on a member (docs/decisions/2026-11-24-back-office-api.md): append-only, like
 * the audit trail (a trigger refuses UPDATE and DELETE). `actor` names who wrote it.
 */
export const memberNotes = pgTable(
  'member_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    text: text('text').notNull(),
    actor: text('actor').notNull(),
    operatorId: bigint('operator_id', { mode: 'number' }).references(() => operators.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('member_notes_member_idx').on(t.memberId, t.createdAt)],
);
