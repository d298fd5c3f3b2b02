import { z } from 'zod/mini';
import { parseAmountMinor, parseSignedAmountMinor } from './amount.ts';

// ---- money on the wire (amounts as exact decimal text: amount.ts)

/** An amount the server answers: a decimal string with exactly 2 decimals, e.g. "1234.50", "-20.00". */
export const AmountSchema = z.string().check(z.regex(/^-?(0|[1-9]\d*)\.\d{2}$/));
export type Amount = z.infer<typeof AmountSchema>;

/**
 * An amount a member or operator sends: a plain positive decimal with at most 2 decimals ("100",
 * "100.5", "100.50"). No sign, exponent, spaces or separators; zero is refused.
 */
export const AmountInputSchema = z.string().check(
  z.maxLength(24),
  z.refine((v) => (parseAmountMinor(v) ?? 0n) > 0n, {
    message: 'validation.amount_format',
  }),
);

/** A signed amount for operator adjustments ("-100.00" takes money, "100.00" gives); not zero. */
export const SignedAmountInputSchema = z.string().check(
  z.maxLength(25),
  z.refine((v) => (parseSignedAmountMinor(v) ?? 0n) !== 0n, {
    message: 'validation.amount_format',
  }),
);

// ---- wallet (spec §3 Wallet, §2 Balance widget and Home header, §7 Wallets / session renew)

/** spec §3 Wallet: the header and balance widget show sumBalance with currencySymbol (§9 #,##0.00). */
export const WalletValueSchema = z.object({
  /** Total balance the member can play with (the trial balance for a trial account). */
  sumBalance: AmountSchema,
  /** e.g. "₫" (merchant setting). */
  currencySymbol: z.string(),
  /** ISO code, e.g. "VND". */
  currency: z.string(),
  /** The wallets behind sumBalance: MAIN for real accounts, TRIAL for trial accounts (type 4). */
  wallets: z.array(z.object({ code: z.enum(['MAIN', 'TRIAL']), balance: AmountSchema })),
  /** Held for withdrawals waiting for the operator (not part of sumBalance). */
  pendingWithdrawal: AmountSchema,
  isTrial: z.boolean(),
});
export type WalletValue = z.infer<typeof WalletValueSchema>;

/** spec §7 "session renew": the session's new expiry and the wallet. */
export const SessionRenewValueSchema = z.object({
  /** Epoch milliseconds when the session expires if unused. */
  expiresAt: z.int(),
  wallet: WalletValueSchema,
});
export type SessionRenewValue = z.infer<typeof SessionRenewValueSchema>;

// ---- lists (spec §3 list shapes: list, pageNum, totalPages)

/** A calendar day in the merchant's time zone (Asia/Ho_Chi_Minh, UTC+7), e.g. 2026-11-21. */
export const DaySchema = z.string().check(
  z.regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.date_format'),
  z.refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && isRealDay(v), {
    message: 'validation.date_format',
  }),
);

function isRealDay(day: string): boolean {
  const d = new Date(`${day}T00:00:00Z`);
  return d.toISOString().slice(0, 10) === day;
}

/** The merchant's time zone offset used for day filters (Vietnam has no daylight saving). */
export const RECORDS_UTC_OFFSET = '+07:00';

/**
 * The paging of a back-office list: pages from 1, 50 rows by default, 200 at most. Spread into a
 * list's query schema (`z.object({ ...ADMIN_PAGE_FIELDS, search })`).
 */
export const ADMIN_PAGE_FIELDS = {
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(200))), 50),
};

export const PageQuerySchema = z.object({
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 25),
  /** First day included (merchant time). */
  startDate: z.optional(DaySchema),
  /** Last day included (merchant time). */
  endDate: z.optional(DaySchema),
});

/** A page of a list, in the spec's shape (pageNum, totalPages) plus the size and total count. */
export function pageOf<T extends z.ZodMiniType>(item: T) {
  return z.object({
    list: z.array(item),
    pageNum: z.int(),
    pageSize: z.int(),
    total: z.int(),
    totalPages: z.int(),
  });
}
export type Page<T> = {
  list: T[];
  pageNum: number;
  pageSize: number;
  total: number;
  totalPages: number;
};

// ---- transaction record (spec §2 /m/transaction/record, agents ?types=A)

/** What moved money; each is one kind of ledger transfer. */
export const TRANSFER_KINDS = [
  'deposit',
  'withdrawal_hold',
  'withdrawal_paid',
  'withdrawal_returned',
  'bet',
  'win',
  'rollback',
  'adjustment',
  'correction',
  'bonus',
  'trial_funding',
  'rebate',
  'commission',
  // the lottery's stakes, wins and refunds of cancelled draws (docs/decisions/2026-11-21-lottery-draw-engine.md)
  'lottery_bet',
  'lottery_win',
  'lottery_refund',
  // a win taken back when a settled draw's result is corrected (docs/decisions/2026-11-24-lottery-result-correction.md)
  'lottery_reversal',
  // an agent's transfer to a downline (docs/decisions/2026-11-24-agents.md)
  'team_transfer',
] as const;
export const TransferKindSchema = z.enum(TRANSFER_KINDS);
export type TransferKind = z.infer<typeof TransferKindSchema>;

/**
 * Type filters of the transaction record: D deposits, W withdrawals, G game (bets, wins,
 * rollbacks), B bonuses, ADJ operator adjustments and corrections, A agent lines (rebates,
 * commissions; spec `?types=A`).
 */
export const TRANSACTION_TYPES = {
  D: ['deposit'],
  W: ['withdrawal_hold', 'withdrawal_paid', 'withdrawal_returned'],
  G: ['bet', 'win', 'rollback', 'lottery_bet', 'lottery_win', 'lottery_refund', 'lottery_reversal'],
  B: ['bonus', 'trial_funding'],
  ADJ: ['adjustment', 'correction'],
  A: ['rebate', 'commission', 'team_transfer'],
} as const satisfies Record<string, readonly TransferKind[]>;
export type TransactionType = keyof typeof TRANSACTION_TYPES;
export const TransactionTypeSchema = z.enum(
  Object.keys(TRANSACTION_TYPES) as [TransactionType, ...TransactionType[]],
);

/** The type letter a transfer kind is listed under. */
export function transactionTypeOf(kind: TransferKind): TransactionType {
  for (const [type, kinds] of Object.entries(TRANSACTION_TYPES)) {
    if ((kinds as readonly string[]).includes(kind)) return type as TransactionType;
  }
  return 'ADJ';
}

export const TransactionRecordQuerySchema = z.extend(PageQuerySchema, {
  /** Comma-separated type letters, e.g. "A" or "D,W"; absent: every type. */
  types: z.optional(
    z.string().check(
      z.maxLength(40),
      z.regex(/^[A-Z]+(,[A-Z]+)*$/, 'validation.types_format'),
      z.refine((v) => v.split(',').every((t) => TransactionTypeSchema.safeParse(t).success), {
        message: 'validation.types_unknown',
      }),
    ),
  ),
});
export type TransactionRecordQuery = z.input<typeof TransactionRecordQuerySchema>;

/** One line of the transaction record; `transferId` is the ledger transfer behind it. */
export const TransactionLineSchema = z.object({
  transferId: z.int(),
  /** ISO 8601, UTC. */
  time: z.string(),
  type: TransactionTypeSchema,
  kind: TransferKindSchema,
  /** Signed: positive into the wallet, negative out of it. */
  amount: AmountSchema,
  /** The wallet's balance right after this line. */
  balanceAfter: AmountSchema,
  /** What the line belongs to: deposit order, withdrawal order, vendor and round, … */
  reference: z.string(),
});
export type TransactionLine = z.infer<typeof TransactionLineSchema>;
export const TransactionPageSchema = pageOf(TransactionLineSchema);
