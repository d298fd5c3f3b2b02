import { z } from 'zod/mini';
import {
  ADMIN_PAGE_FIELDS,
  AmountInputSchema,
  AmountSchema,
  PageQuerySchema,
  SignedAmountInputSchema,
  TransferKindSchema,
  pageOf,
} from './wallet.ts';

/** Free text a person types: trimmed by the server, bounded, no line breaks. */
const line = (max: number) => z.string().check(z.maxLength(max));

// ---- deposit (spec §2 /m/voucherCenter, /m/vouReport)

/** bank_transfer: the member pays our bank account and says so; gateway: an online payment page. */
export const PaymentChannelKindSchema = z.enum(['bank_transfer', 'gateway']);
export type PaymentChannelKind = z.infer<typeof PaymentChannelKindSchema>;

/** The account a bank-transfer channel asks members to pay into. */
export const ReceivingBankSchema = z.object({
  bankName: z.string(),
  accountName: z.string(),
  accountNo: z.string(),
  branch: z.nullable(z.string()),
});
export type ReceivingBank = z.infer<typeof ReceivingBankSchema>;

/** A deposit channel as the deposit page shows it. */
export const PaymentChannelSchema = z.object({
  code: z.string(),
  kind: PaymentChannelKindSchema,
  name: z.string(),
  /** Smallest and largest amount one deposit may have. */
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  /** Bank transfer only: where to pay. */
  bank: z.nullable(ReceivingBankSchema),
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

export const ChannelCodeSchema = z
  .string()
  .check(z.regex(/^[A-Z0-9_]{2,32}$/, 'validation.channel_code'));

/** Bank transfer: the member has paid (or will pay) `amount` with `reference` in the transfer note. */
export const DepositBankBodySchema = z.object({
  channelCode: ChannelCodeSchema,
  amount: AmountInputSchema,
  /** The transfer note or bank reference the member used, so the operator can match the payment. */
  reference: line(64).check(z.regex(/^[^\r\n]*\S[^\r\n]*$/, 'validation.required')),
  /** Name on the paying account, when the channel asks for it. */
  payerName: z.optional(line(64)),
});
export type DepositBankBody = z.input<typeof DepositBankBodySchema>;

export const DepositOnlineBodySchema = z.object({
  channelCode: ChannelCodeSchema,
  amount: AmountInputSchema,
});
export type DepositOnlineBody = z.input<typeof DepositOnlineBodySchema>;

/** pending: waiting for the operator or the gateway; confirmed: credited; rejected / failed: not. */
export const DepositStatusSchema = z.enum(['pending', 'confirmed', 'rejected', 'failed']);
export type DepositStatus = z.infer<typeof DepositStatusSchema>;

/** One deposit as its member sees it (deposit record lines and the answer of a new deposit). */
export const DepositSchema = z.object({
  id: z.int(),
  orderNo: z.string(),
  channelCode: z.string(),
  channelName: z.string(),
  kind: PaymentChannelKindSchema,
  amount: AmountSchema,
  status: DepositStatusSchema,
  reference: z.nullable(z.string()),
  /** ISO 8601, UTC. */
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  /** Why it was rejected or failed. */
  reason: z.nullable(z.string()),
  /** The ledger transfer that credited the wallet (confirmed deposits). */
  transferId: z.nullable(z.int()),
});
export type Deposit = z.infer<typeof DepositSchema>;

/** A new online deposit: open `payUrl` (a redirect to the gateway's page). */
export const DepositOnlineValueSchema = z.object({
  deposit: DepositSchema,
  payUrl: z.string(),
});
export type DepositOnlineValue = z.infer<typeof DepositOnlineValueSchema>;

export const DepositRecordQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(DepositStatusSchema),
});
export type DepositRecordQuery = z.input<typeof DepositRecordQuerySchema>;
export const DepositPageSchema = pageOf(DepositSchema);

/** Body of a payment gateway's signed callback (the sandbox gateway's format). */
export const GatewayCallbackBodySchema = z.object({
  orderNo: z.string().check(z.maxLength(64)),
  amount: z.string().check(z.maxLength(32)),
  currency: z.string().check(z.maxLength(8)),
  status: z.enum(['paid', 'failed']),
  /** The gateway's own id of the payment. */
  gatewayRef: z.string().check(z.maxLength(64)),
});
export type GatewayCallbackBody = z.infer<typeof GatewayCallbackBodySchema>;
export const GatewayCallbackValueSchema = z.object({
  orderNo: z.string(),
  status: DepositStatusSchema,
});

// ---- withdraw (spec §2 /m/withdraw, /m/withdrawReport)

/** A bank members may bind an account at. */
export const BankSchema = z.object({ code: z.string(), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

/** A bound bank account; the number is masked except its last 4 digits. */
export const BankAccountSchema = z.object({
  id: z.int(),
  bankCode: z.string(),
  bankName: z.string(),
  accountName: z.string(),
  accountNoMasked: z.string(),
  createdAt: z.string(),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;

/** The login password typed again before a change to where money goes (re-authentication). */
export const LoginPasswordAgainSchema = z
  .string()
  .check(z.minLength(1, 'validation.login_password_required'), z.maxLength(128));

export const BindBankAccountBodySchema = z.object({
  bankCode: z.string().check(z.regex(/^[A-Z0-9_]{2,16}$/, 'validation.bank_code')),
  /** Name on the account as the bank has it (letters and spaces). */
  accountName: line(64).check(z.regex(/^\p{L}[\p{L} .'-]{1,63}$/u, 'validation.account_name')),
  /** 6 to 20 digits. */
  accountNo: z.string().check(z.regex(/^\d{6,20}$/, 'validation.account_no')),
  /** The member's login password again: binding where money goes out re-authenticates (ASVS 7.5.1). */
  loginPassword: LoginPasswordAgainSchema,
});
export type BindBankAccountBody = z.input<typeof BindBankAccountBodySchema>;

/** The payment (withdrawal) password: 6 digits, set once. */
export const PaymentPasswordSchema = z
  .string()
  .check(z.regex(/^\d{6}$/, 'validation.payment_password'));

export const SetPaymentPasswordBodySchema = z.object({
  paymentPassword: PaymentPasswordSchema,
  confirmPaymentPassword: z.string().check(z.maxLength(64)),
  /** The member's login password again (ASVS 7.5.1). */
  loginPassword: LoginPasswordAgainSchema,
});
export type SetPaymentPasswordBody = z.input<typeof SetPaymentPasswordBodySchema>;

export const WithdrawBodySchema = z.object({
  bankAccountId: z.int().check(z.positive()),
  amount: AmountInputSchema,
  paymentPassword: z.string().check(z.maxLength(64)),
});
export type WithdrawBody = z.input<typeof WithdrawBodySchema>;

/** pending: held, waiting for the operator; paid: sent to the bank; rejected: returned to the wallet. */
export const WithdrawalStatusSchema = z.enum(['pending', 'paid', 'rejected']);
export type WithdrawalStatus = z.infer<typeof WithdrawalStatusSchema>;

export const WithdrawalSchema = z.object({
  id: z.int(),
  orderNo: z.string(),
  amount: AmountSchema,
  status: WithdrawalStatusSchema,
  bankName: z.string(),
  accountName: z.string(),
  accountNoMasked: z.string(),
  createdAt: z.string(),
  decidedAt: z.nullable(z.string()),
  reason: z.nullable(z.string()),
  /** Ledger transfer that moved the amount from the wallet to pending. */
  holdTransferId: z.int(),
  /** Ledger transfer that paid it out or returned it. */
  settleTransferId: z.nullable(z.int()),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;

/** What the withdraw page needs in one call. */
export const WithdrawInfoSchema = z.object({
  balance: AmountSchema,
  currency: z.string(),
  currencySymbol: z.string(),
  minAmount: AmountSchema,
  maxAmount: AmountSchema,
  hasPaymentPassword: z.boolean(),
  bankAccounts: z.array(BankAccountSchema),
  /** How many accounts a member may bind. */
  maxBankAccounts: z.int(),
});
export type WithdrawInfo = z.infer<typeof WithdrawInfoSchema>;

export const WithdrawRecordQuerySchema = z.extend(PageQuerySchema, {
  status: z.optional(WithdrawalStatusSchema),
});
export type WithdrawRecordQuery = z.input<typeof WithdrawRecordQuerySchema>;
export const WithdrawalPageSchema = pageOf(WithdrawalSchema);

// ---- operator (Authorization: Bearer OPERATOR_TOKEN)

export const AdminListQuerySchema = z.object({
  status: z._default(z.enum(['pending', 'all']), 'pending'),
  ...ADMIN_PAGE_FIELDS,
});
export type AdminListQuery = z.input<typeof AdminListQuerySchema>;

const OperatorMember = { memberId: z.int(), account: z.string() };

export const AdminDepositSchema = z.extend(DepositSchema, {
  ...OperatorMember,
  payerName: z.nullable(z.string()),
  gatewayRef: z.nullable(z.string()),
});
export type AdminDeposit = z.infer<typeof AdminDepositSchema>;
export const AdminDepositPageSchema = pageOf(AdminDepositSchema);

export const AdminWithdrawalSchema = z.extend(WithdrawalSchema, {
  ...OperatorMember,
  /** Full account number, for paying it out. */
  accountNo: z.string(),
});
export type AdminWithdrawal = z.infer<typeof AdminWithdrawalSchema>;
export const AdminWithdrawalPageSchema = pageOf(AdminWithdrawalSchema);

/** A decision that may carry a note (confirm, approve) or must (reject). */
export const DecisionBodySchema = z.object({ reason: z.optional(line(500)) });
export const RejectBodySchema = z.object({
  reason: line(500).check(z.regex(/\S/, 'validation.required')),
});

export const AdjustBodySchema = z.object({
  /** Member account name (login name). */
  account: z.string().check(z.minLength(1), z.maxLength(64)),
  /** Signed: "100.00" credits the wallet, "-100.00" debits it. */
  amount: SignedAmountInputSchema,
  reason: line(500).check(z.regex(/\S/, 'validation.required')),
  /** Retrying with the same key returns the first result and moves nothing again. */
  idempotencyKey: z.optional(
    z.string().check(z.regex(/^[A-Za-z0-9._:-]{8,100}$/, 'validation.idempotency_key')),
  ),
});
export type AdjustBody = z.input<typeof AdjustBodySchema>;

export const LedgerTransferSchema = z.object({
  id: z.int(),
  debitAccount: z.string(),
  creditAccount: z.string(),
  amount: AmountSchema,
  kind: TransferKindSchema,
  reference: z.string(),
  idempotencyKey: z.string(),
  reversesTransferId: z.nullable(z.int()),
  createdAt: z.string(),
});
export type LedgerTransfer = z.infer<typeof LedgerTransferSchema>;

/**
 * pending: waiting for a second operator (docs/decisions/2026-11-24-back-office-api.md);
 * approved: the transfer was posted; rejected: nothing moved.
 */
export const AdjustmentStatusSchema = z.enum(['pending', 'approved', 'rejected']);
export type AdjustmentStatus = z.infer<typeof AdjustmentStatusSchema>;

/** An adjustment at or above the approval amount, waiting for (or given) a second operator's decision. */
export const AdjustmentRequestSchema = z.object({
  id: z.int(),
  memberId: z.int(),
  account: z.string(),
  /** Signed, as asked: "-100.00" takes money, "100.00" gives. */
  amount: AmountSchema,
  reason: z.string(),
  status: AdjustmentStatusSchema,
  /** Who asked (operator:<username>, service). */
  requestedBy: z.string(),
  requestedByOperatorId: z.nullable(z.int()),
  createdAt: z.string(),
  /** Who approved or rejected it; null while pending. */
  decidedBy: z.nullable(z.string()),
  decidedByOperatorId: z.nullable(z.int()),
  decidedAt: z.nullable(z.string()),
  /** The approver's note or the rejection's reason. */
  decisionNote: z.nullable(z.string()),
  /** The ledger transfer posted by the approval. */
  transferId: z.nullable(z.int()),
});
export type AdjustmentRequest = z.infer<typeof AdjustmentRequestSchema>;
export const AdjustmentRequestPageSchema = pageOf(AdjustmentRequestSchema);

export const AdjustValueSchema = z.object({
  /**
   * done: the transfer was posted (at once, or by a second operator's approval of `request`).
   * pending_approval: the amount is at or above the approval amount (money settings), nothing
   * moved, and `request` waits for a second operator. rejected: only when a key is retried whose
   * request was rejected; nothing moved.
   */
  status: z.enum(['done', 'pending_approval', 'rejected']),
  /** The posted transfer; null while the adjustment waits for approval. */
  transfer: z.nullable(LedgerTransferSchema),
  /** The approval request; null for an adjustment below the approval amount. */
  request: z.nullable(AdjustmentRequestSchema),
  account: z.string(),
  /** The wallet's balance after the adjustment (unchanged while it waits for approval). */
  balance: AmountSchema,
  /** True when this key was used before: nothing moved or was asked again this time. */
  replayed: z.boolean(),
});
export type AdjustValue = z.infer<typeof AdjustValueSchema>;

/** A second operator's approval: the request, the transfer it posted and the wallet after it. */
export const ApprovedAdjustmentSchema = z.object({
  request: AdjustmentRequestSchema,
  transfer: LedgerTransferSchema,
  balance: AmountSchema,
});
export type ApprovedAdjustment = z.infer<typeof ApprovedAdjustmentSchema>;

export const ReverseValueSchema = z.object({
  transfer: LedgerTransferSchema,
  replayed: z.boolean(),
});

/** Result of the ledger invariant check. */
export const LedgerCheckSchema = z.object({
  ok: z.boolean(),
  accounts: z.int(),
  transfers: z.int(),
  /** Sum of every balance; always "0.00" when the ledger is whole. */
  sumOfBalances: AmountSchema,
  /** Accounts whose balance differs from the sum of their transfers. */
  drift: z.array(z.object({ account: z.string(), balance: AmountSchema, entries: AmountSchema })),
  /** Member and trial wallets (and pending) below zero. */
  negative: z.array(z.object({ account: z.string(), balance: AmountSchema })),
});
export type LedgerCheck = z.infer<typeof LedgerCheckSchema>;

export const AuditLineSchema = z.object({
  id: z.int(),
  action: z.string(),
  actor: z.string(),
  targetType: z.string(),
  targetId: z.string(),
  amount: z.nullable(AmountSchema),
  reason: z.nullable(z.string()),
  transferId: z.nullable(z.int()),
  ip: z.nullable(z.string()),
  createdAt: z.string(),
  /** The signed-in operator who acted; null for the service token, the CLI and gateways. */
  operatorId: z.nullable(z.int()),
  /** The changed thing before and after the action (null where there was none). */
  before: z.nullable(z.unknown()),
  after: z.nullable(z.unknown()),
});
export type AuditLine = z.infer<typeof AuditLineSchema>;
export const AuditPageSchema = pageOf(AuditLineSchema);

/** A deposit channel as the operator configures it. */
export const AdminChannelSchema = z.extend(PaymentChannelSchema, {
  enabled: z.boolean(),
  sort: z.int(),
  /** Gateway channels: the adapter that talks to the gateway (e.g. "sandbox"). */
  provider: z.nullable(z.string()),
});
export type AdminChannel = z.infer<typeof AdminChannelSchema>;

export const ChannelUpsertBodySchema = z.object({
  kind: PaymentChannelKindSchema,
  name: line(64).check(z.regex(/\S/, 'validation.required')),
  minAmount: AmountInputSchema,
  maxAmount: AmountInputSchema,
  enabled: z._default(z.boolean(), true),
  sort: z._default(z.int().check(z.gte(0), z.lte(10_000)), 0),
  provider: z._default(z.nullable(z.enum(['sandbox'])), null),
  bank: z._default(
    z.nullable(
      z.object({
        bankName: line(64).check(z.regex(/\S/, 'validation.required')),
        accountName: line(64).check(z.regex(/\S/, 'validation.required')),
        accountNo: z.string().check(z.regex(/^\d{6,20}$/, 'validation.account_no')),
        branch: z._default(z.nullable(line(64)), null),
      }),
    ),
    null,
  ),
});
export type ChannelUpsertBody = z.input<typeof ChannelUpsertBodySchema>;
