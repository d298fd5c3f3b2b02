import { bigint, check, date, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { members } from './members.ts';

/**
 * A member's personal info beyond the account (spec §3 registration payload, §7 personal info,
 * player avatar) and the facts the security level is scored from
 * (docs/decisions/2026-11-24-member-centre.md). One row per member, made on first need.
 */
export const memberProfiles = pgTable(
  'member_profiles',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id, { onDelete: 'cascade' }),
    /** The real name, used as the payee name of withdrawals; set once. */
    payeeName: text('payee_name'),
    birthday: date('birthday', { mode: 'string' }),
    zalo: text('zalo'),
    facebook: text('facebook'),
    whatsapp: text('whatsapp'),
    line: text('line'),
    wechat: text('wechat'),
    qqNum: text('qq_num'),
    /** spec §3 Player avatar: a URL when CUSTOM, a static avatar name when STATIC. */
    avatar: text('avatar'),
    avatarType: text('avatar_type'),
    /** When the login password was last set; null = when the account was made. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }),
    /** When the current mobile number / e-mail was proved to be the member's; null = not. */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'member_profiles_avatar_ck',
      sql`(${t.avatar} IS NULL) = (${t.avatarType} IS NULL) AND (${t.avatarType} IS NULL OR ${t.avatarType} IN ('STATIC', 'CUSTOM'))`,
    ),
  ],
);
