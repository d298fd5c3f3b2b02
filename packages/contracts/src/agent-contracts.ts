import { z } from 'zod/mini';
import { ADMIN_PAGE_FIELDS, AmountSchema, pageOf } from './wallet.ts';

/**
 * Agent contracts (spec §2 getSalaryContract, getDevidendContract, getHourContract, agentDivident;
 * §3 Dividend info; §4 contract prompts; issue 14; docs/decisions/2026-11-25-agent-contracts.md).
 * An upline offers a direct sub-agent a daily-salary, dividend or hourly-salary contract made of
 * tiers; the sub-agent accepts or declines; a job settles accepted contracts once per period
 * through reward-center grants, with a statement per period.
 */
export const CONTRACT_KINDS = ['salary', 'dividend', 'hourly'] as const;
export const ContractKindSchema = z.enum(CONTRACT_KINDS);
export type ContractKind = z.infer<typeof ContractKindSchema>;

/** pending → active | declined | replaced (a newer offer) | cancelled; active → ended | cancelled. */
export const CONTRACT_STATES = [
  'pending',
  'active',
  'declined',
  'replaced',
  'cancelled',
  'ended',
] as const;
export const ContractStateSchema = z.enum(CONTRACT_STATES);
export type ContractState = z.infer<typeof ContractStateSchema>;

/** At most this many tiers in a contract. */
export const CONTRACT_MAX_TIERS = 10;

/** Who may hold a contract: agents of type 1 and 2 (41 and 42 are paid by rebates only). */
export const CONTRACT_AGENT_TYPES: readonly number[] = [1, 2];

/**
 * One tier: reached when the team's active members and its figure both reach the tier's. The
 * figure is the period's valid turnover for salaries and the net loss (after carry-over) for
 * dividends; `reward` is an amount for salaries and a share of the net loss in % for dividends.
 */
export const ContractTierSchema = z.object({
  activeMembers: z.int(),
  threshold: AmountSchema,
  reward: AmountSchema,
});
export type ContractTier = z.infer<typeof ContractTierSchema>;

export const ContractTierInputSchema = z.strictObject({
  activeMembers: z.int().check(z.gte(0), z.lte(1_000_000)),
  threshold: z.string().check(z.maxLength(24)),
  reward: z.string().check(z.maxLength(24)),
});
export type ContractTierInput = z.infer<typeof ContractTierInputSchema>;

export const ContractSchema = z.object({
  id: z.int(),
  kind: ContractKindSchema,
  state: ContractStateSchema,
  /** The sub-agent holding (or offered) the contract. */
  memberId: z.int(),
  account: z.string(),
  /** The account of its direct upline (null for a general agent at the top). */
  upline: z.nullable(z.string()),
  /** Who made the offer: `agent:<account>` or `operator:<name>`. */
  offeredBy: z.string(),
  tiers: z.array(ContractTierSchema),
  createdAt: z.string(),
  acceptedAt: z.nullable(z.string()),
  /** The start of the first period the contract pays (the first whole period after acceptance). */
  effectiveFrom: z.nullable(z.string()),
  /** When it stopped: declined, replaced, cancelled or ended by a newer contract. */
  endedAt: z.nullable(z.string()),
});
export type Contract = z.infer<typeof ContractSchema>;

export const StatementStateSchema = z.enum(['paid', 'nothing', 'withheld']);

/** One settled period of a contract: the figures used, the tier reached, what was granted. */
export const ContractStatementSchema = z.object({
  id: z.int(),
  contractId: z.int(),
  kind: ContractKindSchema,
  account: z.string(),
  /** `2026-11-24` (day), `2026-11-24T10` (hour, merchant time), `2026-11-H1` (half-month). */
  period: z.string(),
  from: z.string(),
  to: z.string(),
  activeMembers: z.int(),
  validTurnover: AmountSchema,
  /** Dividends: the team's net loss in the period (bets − wins; negative when the team won). */
  netLoss: AmountSchema,
  /** Dividends: the negative balance carried in from earlier periods (≤ 0). */
  carryIn: AmountSchema,
  /** Dividends: what this period carries to the next (≤ 0). */
  carryOut: AmountSchema,
  /** Index of the tier reached (0 = first), null when none. */
  tier: z.nullable(z.int()),
  amount: AmountSchema,
  /** paid: granted; nothing: no tier or nothing to pay; withheld: the agent was on a break. */
  state: StatementStateSchema,
  createdAt: z.string(),
});
export type ContractStatement = z.infer<typeof ContractStatementSchema>;

/**
 * spec §3 "Dividend info", §4 contract prompts: the id of the pending offer of each kind, null
 * when there is none (a non-empty value opens the Cancel / Go dialog).
 */
export const ContractRequestsSchema = z.object({
  dailysalreqtype: z.nullable(z.int()),
  divtypecompperiodreq: z.nullable(z.int()),
  contracthoursalreq: z.nullable(z.int()),
});
export type ContractRequests = z.infer<typeof ContractRequestsSchema>;

/** A contract page: the open offer, the contract in force and its statements, newest first. */
export const MyContractSchema = z.object({
  kind: ContractKindSchema,
  offer: z.nullable(ContractSchema),
  active: z.nullable(ContractSchema),
  statements: z.array(ContractStatementSchema),
});
export type MyContract = z.infer<typeof MyContractSchema>;

export const ContractKindParamsSchema = z.object({ kind: ContractKindSchema });
export const ContractIdParamsSchema = z.object({
  id: z.pipe(z.coerce.number(), z.int().check(z.positive())),
});

export const OfferContractBodySchema = z.strictObject({
  memberId: z.int().check(z.gte(1)),
  kind: ContractKindSchema,
  tiers: z.array(ContractTierInputSchema).check(z.minLength(1), z.maxLength(CONTRACT_MAX_TIERS)),
});
export type OfferContractBody = z.infer<typeof OfferContractBodySchema>;

export const ContractListSchema = z.object({ list: z.array(ContractSchema) });
export type ContractList = z.infer<typeof ContractListSchema>;

export const StatementListSchema = z.object({ list: z.array(ContractStatementSchema) });
export type StatementList = z.infer<typeof StatementListSchema>;

export const AdminContractQuerySchema = z.object({
  kind: z.optional(ContractKindSchema),
  state: z.optional(ContractStateSchema),
  search: z.optional(z.string().check(z.maxLength(40))),
  ...ADMIN_PAGE_FIELDS,
});

/** The back office's page of offers and contracts, newest first, with the count of every match. */
export const ContractPageSchema = pageOf(ContractSchema);
export type ContractPage = z.infer<typeof ContractPageSchema>;

/** What one settlement pass did. */
export const ContractRunSchema = z.object({
  /** Statements written (one per contract and period). */
  statements: z.int(),
  /** Reward grants written. */
  granted: z.int(),
  /** Their total. */
  amount: AmountSchema,
});
export type ContractRun = z.infer<typeof ContractRunSchema>;

/** Which spec prompt field and which contract page go with each kind (spec §3, §2). */
export const CONTRACT_PROMPTS: Record<
  ContractKind,
  { field: keyof ContractRequests; path: string }
> = {
  salary: { field: 'dailysalreqtype', path: '/m/member/agent/getSalaryContract' },
  dividend: { field: 'divtypecompperiodreq', path: '/m/member/agent/getDevidendContract' },
  hourly: { field: 'contracthoursalreq', path: '/m/member/agent/getHourContract' },
};

/** spec §4, §6: the dividend (contract) request is skipped for these account types. */
export const NO_CONTRACT_PROMPT_TYPES: readonly number[] = [4, 40, 41, 42];
