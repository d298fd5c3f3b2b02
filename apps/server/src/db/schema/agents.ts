import {
  bigint,
  bigserial,
  index,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members.ts';

/**
 * The team tree as a closure table (docs/decisions/2026-11-24-agents.md): one row per
 * (upline, downline) pair at any depth ≥ 1. `members.parent_id` stays the one source of truth
 * for "who is my direct upline"; a trigger on members (migration 0020) keeps this table in step
 * on insert and on a change of parent. "The whole team under X" reads the primary key's prefix
 * (ancestor_id), "X's uplines" the descendant index.
 */
export const memberTree = pgTable(
  'member_tree',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** 1: a direct downline, 2: a downline's downline, … */
    depth: smallint('depth').notNull(),
  },
  (t) => [
    primaryKey({ name: 'member_tree_pk', columns: [t.ancestorId, t.descendantId] }),
    index('member_tree_descendant_idx').on(t.descendantId, t.depth),
  ],
);

/**
 * An agent's permission keys (spec §2 Agent home grid, §3 agent whitelabel keys). No row: the
 * default set (every key). Set by the operator, or by the upline within its own keys.
 */
export const agentPermissions = pgTable('agent_permissions', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  keys: text('keys')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedBy: text('updated_by').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Invitation links an agent makes in its register centre (spec §2 /m/agentRegister): a code that
 * registration accepts like an agent's own invitation code, the account type it opens (0 member,
 * 2 sub-agent) and the rebate rates preset for whoever registers with it.
 */
export const agentInvitations = pgTable(
  'agent_invitations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    agentId: bigint('agent_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    code: text('code').notNull(),
    memberType: smallint('member_type').notNull(),
    rebates: jsonb('rebates').$type<Record<string, string>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_invitations_code_uq').on(sql`upper(${t.code})`),
    index('agent_invitations_agent_idx').on(t.agentId, t.createdAt),
  ],
);

/**
 * Money an agent moved to a downline (spec §2 transfer, /m/member/team): one row per ledger
 * transfer, read by the downline's deposit limit (they count as deposits, RTS 12).
 */
export const teamTransfers = pgTable(
  'team_transfers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    fromMemberId: bigint('from_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    toMemberId: bigint('to_member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    requestId: text('request_id').notNull(),
    transferId: bigint('transfer_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('team_transfers_request_uq').on(t.fromMemberId, t.requestId),
    index('team_transfers_to_idx').on(t.toMemberId, t.createdAt),
  ],
);
