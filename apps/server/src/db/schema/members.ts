import {
  bigint,
  bigserial,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('members_account_lower_uq').on(sql`lower(${t.account})`),
    index('members_mobile_idx').on(t.mobileNum),
  ],
);
