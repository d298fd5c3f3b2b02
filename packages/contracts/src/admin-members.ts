import { z } from 'zod/mini';
import { AGENT_TYPES, TRIAL_TYPE } from './enums.ts';
import { LotteryBetSchema } from './lottery.ts';
import { BankAccountSchema, DepositSchema, WithdrawalSchema } from './payment.ts';
import { ADMIN_PAGE_FIELDS, AmountSchema, pageOf, TransactionLineSchema } from './wallet.ts';

// ---- members in the back office (docs/decisions/2026-11-24-back-office-api.md)

/** Free text a person types: bounded, and not only spaces. */
const said = (max: number) =>
  z.string().check(z.maxLength(max), z.regex(/\S/, 'validation.required'));

/** What a report or list answers: JSON (the envelope) or a CSV file (`?format=csv`). */
export const ExportFormatSchema = z.enum(['json', 'csv']);
export type ExportFormat = z.infer<typeof ExportFormatSchema>;

/**
 * spec §6 account types in words: 0 player, 1/2/41/42 agent, 4 trial (free play), 40 non-agent
 * (a member account that is neither a player nor an agent).
 */
export const MemberKindSchema = z.enum(['player', 'agent', 'trial', 'non_agent']);
export type MemberKind = z.infer<typeof MemberKindSchema>;

/** The kind of a spec §6 account type. */
export function memberKindOf(type: number): MemberKind {
  if (type === TRIAL_TYPE) return 'trial';
  if ((AGENT_TYPES as readonly number[]).includes(type)) return 'agent';
  if (type === 40) return 'non_agent';
  return 'player';
}

/** active: may sign in and play; blocked: cannot sign in, and every session has ended. */
export const MemberStatusSchema = z.enum(['active', 'blocked']);
export type MemberStatus = z.infer<typeof MemberStatusSchema>;

/** A member label (spec §3 memberLabel), e.g. `nochat` (chat is not offered to the member). */
export const MemberLabelSchema = z
  .string()
  .check(z.regex(/^[a-z0-9][a-z0-9_-]{0,31}$/, 'validation.label'));

/** The account name in a member path (`/wps/admin/members/:account`). */
export const MemberAccountParamsSchema = z.object({
  account: z.string().check(z.minLength(1), z.maxLength(64)),
});

/** `GET /wps/admin/members`: search by account, mobile, e-mail, name or id. */
export const MemberSearchQuerySchema = z.object({
  q: z.optional(z.string().check(z.trim(), z.maxLength(64))),
  status: z.optional(MemberStatusSchema),
  ...ADMIN_PAGE_FIELDS,
  format: z._default(ExportFormatSchema, 'json'),
});
export type MemberSearchQuery = z.input<typeof MemberSearchQuerySchema>;

/** A member as the search lists it. */
export const MemberSummarySchema = z.object({
  id: z.int(),
  account: z.string(),
  /** The generated account number members see (spec §2 Register). */
  accountNo: z.string(),
  nickname: z.nullable(z.string()),
  /** spec §6 account type (0, 1, 2, 4, 40, 41, 42). */
  type: z.int(),
  kind: MemberKindSchema,
  status: MemberStatusSchema,
  labels: z.array(z.string()),
  /** VIP club label (spec §3 clubLabel.labelName). */
  clubLabel: z.string(),
  /** With the dialing code, e.g. +84912345678. */
  mobileNum: z.nullable(z.string()),
  email: z.nullable(z.string()),
  /** The wallet the member plays with: the real wallet, or the trial wallet of a trial account. */
  balance: AmountSchema,
  createdAt: z.string(),
  lastLoginAt: z.nullable(z.string()),
});
export type MemberSummary = z.infer<typeof MemberSummarySchema>;
export const MemberSummaryPageSchema = pageOf(MemberSummarySchema);

/** One sign-in: a session opened (password, SMS, OAuth, registration, free play, password change). */
export const MemberLoginSchema = z.object({
  at: z.string(),
  ip: z.nullable(z.string()),
  /** The browser's user agent: the device, as far as the server knows it. */
  userAgent: z.nullable(z.string()),
  /** When the session was ended (sign-out, block, password change, an operator); null if not. */
  endedAt: z.nullable(z.string()),
});
export type MemberLogin = z.infer<typeof MemberLoginSchema>;

/** An operator's note on a member (append-only). */
export const MemberNoteSchema = z.object({
  id: z.int(),
  text: z.string(),
  /** Who wrote it (operator:<username>, service). */
  actor: z.string(),
  operatorId: z.nullable(z.int()),
  createdAt: z.string(),
});
export type MemberNote = z.infer<typeof MemberNoteSchema>;

/** What a member played per game, from the ledger: stakes (net of returned ones), wins, GGR. */
export const MemberGameTotalSchema = z.object({
  /** Game category (spec §3: RNG, LIVE, LOTT …). */
  category: z.string(),
  vendorCode: z.string(),
  gameCode: z.string(),
  /** Stakes taken (bets), each one count. */
  betCount: z.int(),
  /** Stakes net of stakes returned (rollbacks, refunds of cancelled draws). */
  bets: AmountSchema,
  wins: AmountSchema,
  /** bets − wins: what the house kept. */
  ggr: AmountSchema,
  lastBetAt: z.nullable(z.string()),
});
export type MemberGameTotal = z.infer<typeof MemberGameTotalSchema>;

/** `GET /wps/admin/members/:account`: everything support needs about one member. */
export const MemberDetailSchema = z.object({
  profile: z.extend(MemberSummarySchema, {
    countryDialingCode: z.nullable(z.string()),
    /** The agent the member registered under, if any. */
    parentAccount: z.nullable(z.string()),
    /** An agent's invitation code. */
    affiliateCode: z.nullable(z.string()),
    registerSource: z.nullable(z.string()),
    registerIp: z.nullable(z.string()),
    /** The member must choose a new password at the next sign-in (firstTimeLogin, spec §3). */
    mustChangePassword: z.boolean(),
    /** Sign-ins ask for an authenticator app's code (docs/decisions/2026-11-25-member-totp.md). */
    totpEnabled: z.boolean(),
    /** The names on the member's bank accounts: the real names we hold. */
    realNames: z.array(z.string()),
    updatedAt: z.string(),
  }),
  wallet: z.object({
    balance: AmountSchema,
    /** Held for withdrawals waiting for the operator. */
    pendingWithdrawal: AmountSchema,
    isTrial: z.boolean(),
    /** Sessions open now. */
    openSessions: z.int(),
  }),
  bankAccounts: z.array(BankAccountSchema),
  /** The last 20 lines of the wallet, newest first (the member's transaction record). */
  ledger: z.array(TransactionLineSchema),
  /** The last 10 deposits and withdrawals, newest first. */
  deposits: z.array(DepositSchema),
  withdrawals: z.array(WithdrawalSchema),
  /** Every game the member played, most staked first. */
  betsByGame: z.array(MemberGameTotalSchema),
  /** The last 20 lottery bets, newest first. */
  lotteryBets: z.array(LotteryBetSchema),
  /** The last 20 sign-ins, newest first. */
  logins: z.array(MemberLoginSchema),
  /** Operator notes, newest first (the last 100). */
  notes: z.array(MemberNoteSchema),
});
export type MemberDetail = z.infer<typeof MemberDetailSchema>;

/** Block or unblock: why, for the audit trail. */
export const MemberStatusBodySchema = z.strictObject({ reason: said(500) });
export type MemberStatusBody = z.input<typeof MemberStatusBodySchema>;

export const MemberStatusChangeSchema = z.object({
  member: MemberSummarySchema,
  /** Sessions ended by this change (a block ends them all). */
  endedSessions: z.int(),
});
export type MemberStatusChange = z.infer<typeof MemberStatusChangeSchema>;

/**
 * A password reset: without `password` the server makes a temporary one and answers it once;
 * with one, that password is set (it must follow the site's password rule). Either way the member
 * must change it at the next sign-in and every session ends.
 */
export const MemberPasswordResetBodySchema = z.strictObject({
  password: z.optional(z.string().check(z.minLength(1), z.maxLength(64))),
  reason: said(500),
});
export type MemberPasswordResetBody = z.input<typeof MemberPasswordResetBodySchema>;

export const MemberPasswordResetSchema = z.object({
  /** The generated password, answered this once and never stored in clear; null when one was given. */
  temporaryPassword: z.nullable(z.string()),
  mustChangePassword: z.boolean(),
  endedSessions: z.int(),
});
export type MemberPasswordReset = z.infer<typeof MemberPasswordResetSchema>;

export const MemberNoteBodySchema = z.strictObject({ text: said(2000) });
export type MemberNoteBody = z.input<typeof MemberNoteBodySchema>;

/** The member's labels, replaced as a whole (e.g. add `nochat` to turn chat off). */
export const MemberLabelsBodySchema = z.strictObject({
  labels: z.array(MemberLabelSchema).check(z.maxLength(20)),
  reason: z.optional(z.string().check(z.maxLength(500))),
});
export type MemberLabelsBody = z.input<typeof MemberLabelsBodySchema>;
