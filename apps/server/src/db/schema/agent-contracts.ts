import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { CONTRACT_KINDS, CONTRACT_STATES, type ContractTier } from '@app/contracts';
import { inList } from './catalog.ts';
import { members } from './members.ts';

/**
 * Agent contracts (docs/decisions/2026-11-25-agent-contracts.md): a daily-salary, dividend or
 * hourly-salary contract offered to a sub-agent. At most one pending offer and one active
 * contract per agent and kind (partial unique indexes): a new offer replaces the pending one, an
 * accepted offer ends the active one. Tiers are kept as the API shows them (normalised decimals).
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    state: text('state').notNull().default('pending'),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The direct upline when offered (null for an agent at the top). */
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
    /** `agent:<account>` or `operator:<name>`. */
    offeredBy: text('offered_by').notNull(),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** The first period settled starts here: the first whole period after acceptance. */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    /** Periods starting at or after this are not paid. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    check('agent_contracts_kind_ck', inList(t.kind, CONTRACT_KINDS)),
    check('agent_contracts_state_ck', inList(t.state, CONTRACT_STATES)),
    uniqueIndex('agent_contracts_pending_uq')
      .on(t.memberId, t.kind)
      .where(sql`${t.state} = 'pending'`),
    uniqueIndex('agent_contracts_active_uq')
      .on(t.memberId, t.kind)
      .where(sql`${t.state} = 'active'`),
    index('agent_contracts_upline_idx').on(t.uplineId, t.state),
    // The job reads contracts that may still owe a period: active, or ended/cancelled after acceptance.
    index('agent_contracts_settle_idx')
      .on(t.kind, t.effectiveFrom)
      .where(sql`${t.effectiveFrom} is not null`),
  ],
);

/**
 * One settled period of a contract: written with its reward grant in one transaction; the
 * unique (contract, period) makes a period settle once however many passes run.
 */
export const agentContractStatements = pgTable(
  'agent_contract_statements',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'number' })
      .notNull()
      .references(() => agentContracts.id),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    periodFrom: timestamp('period_from', { withTimezone: true }).notNull(),
    periodTo: timestamp('period_to', { withTimezone: true }).notNull(),
    activeMembers: integer('active_members').notNull(),
    validTurnoverMinor: bigint('valid_turnover_minor', { mode: 'bigint' }).notNull(),
    netLossMinor: bigint('net_loss_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    carryInMinor: bigint('carry_in_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    carryOutMinor: bigint('carry_out_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    tier: smallint('tier'),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    state: text('state').notNull(),
    /** The reward grant's source when one was written. */
    grantSource: text('grant_source'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('agent_contract_statements_period_uq').on(t.contractId, t.period),
    index('agent_contract_statements_member_idx').on(t.memberId, t.kind, t.periodFrom),
    check('agent_contract_statements_state_ck', inList(t.state, ['paid', 'nothing', 'withheld'])),
    check('agent_contract_statements_amount_ck', sql`${t.amountMinor} >= 0`),
    check(
      'agent_contract_statements_carry_ck',
      sql`${t.carryInMinor} <= 0 and ${t.carryOutMinor} <= 0`,
    ),
  ],
);
