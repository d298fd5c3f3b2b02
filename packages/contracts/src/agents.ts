import { z } from 'zod/mini';
import { AGENT_TYPES } from './enums.ts';
import { TurnoverCategorySchema } from './protection.ts';
import { ADMIN_PAGE_FIELDS, AmountInputSchema, AmountSchema, DaySchema, pageOf } from './wallet.ts';

// Agents (issue 14; docs/decisions/2026-11-24-agents.md): the team tree, permission keys, the
// agent home, the register centre, team management and the team overview. Spec §2, §3, §4, §6.

/**
 * Agent types (spec §6, §9): 1 general agent (opened by the operator; may hold contracts),
 * 2 sub-agent (opened by an upline agent), 41 affiliate agent and 42 affiliate sub-agent (agents
 * without salary or dividend contracts: the dividend request is skipped for them). Non-agents:
 * 0 player, 4 trial, 40 affiliate member (a player registered through the affiliate programme,
 * who has an upline but never downlines).
 */
export const GENERAL_AGENT_TYPE = 1;
export const SUB_AGENT_TYPE = 2;
export const AFFILIATE_AGENT_TYPE = 41;
export const AFFILIATE_SUB_AGENT_TYPE = 42;
export const AFFILIATE_MEMBER_TYPE = 40;

export function isAgentAccountType(type: number): boolean {
  return (AGENT_TYPES as readonly number[]).includes(type);
}

/** The type a sub-agent opened by `uplineType` gets: affiliate agents open affiliate sub-agents. */
export function subAgentTypeOf(uplineType: number): number {
  return uplineType === AFFILIATE_AGENT_TYPE || uplineType === AFFILIATE_SUB_AGENT_TYPE
    ? AFFILIATE_SUB_AGENT_TYPE
    : SUB_AGENT_TYPE;
}

/**
 * Permission keys of an agent (spec §2 Agent home grid and footer, §3 agent whitelabel keys),
 * each naming the calls it opens. The server refuses an agent call whose key the agent lacks.
 */
export const AGENT_PERMISSION_KEYS = [
  'AGEPAG',
  'TRANSREC3',
  'DOWNMAN',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'SECPRIV',
  'MAILCEN',
  'REGCEN',
] as const;
export const AgentPermissionKeySchema = z.enum(AGENT_PERMISSION_KEYS);
export type AgentPermissionKey = z.infer<typeof AgentPermissionKeySchema>;

/** What each key opens, for the back office and the docs. */
export const AGENT_PERMISSION_LABELS: Record<AgentPermissionKey, string> = {
  AGEPAG: 'Team overview',
  TRANSREC3: 'Transaction record (agent lines)',
  DOWNMAN: 'Team management and transfers to downlines',
  AGETEAMPNL3: 'Team profit and loss',
  TEAMBETTING3: 'Team betting records',
  GAMSER: 'Rebate settings',
  AGEREBINC3: 'Agent rebate income',
  SECPRIV: 'Security centre',
  MAILCEN: 'Mail',
  REGCEN: 'Register centre (open accounts, invitation links)',
};

/**
 * The agent home's greeting by the device's local hour (spec §2): 0–10 morning, 11–14 early
 * afternoon, 15–18 late afternoon, 19–24 evening.
 */
export type Greeting = 'morning' | 'earlyAfternoon' | 'lateAfternoon' | 'evening';
export function greetingOf(hour: number): Greeting {
  if (hour <= 10) return 'morning';
  if (hour <= 14) return 'earlyAfternoon';
  if (hour <= 18) return 'lateAfternoon';
  return 'evening';
}

/** Today's team figures (spec §3 Team KPI), counted over the whole team below the agent. */
export const TeamKpiSchema = z.object({
  /** Team members who signed in today (merchant day). */
  teamLoginMemberCount: z.int(),
  /** Team members with at least one bet (games or lottery) today. */
  teamBetMemberCount: z.int(),
  /** Team members registered today. */
  teamRegisterMemberCount: z.int(),
  /** Team members with a live session seen in the last 15 minutes. */
  teamOnlineCount: z.int(),
});
export type TeamKpi = z.infer<typeof TeamKpiSchema>;

export const AgentHomeSchema = z.object({
  account: z.string(),
  nickname: z.nullable(z.string()),
  type: z.int(),
  /** Wallet balance (spec §2 sumBalance). */
  sumBalance: AmountSchema,
  permissions: z.array(AgentPermissionKeySchema),
  /** The dividend footer entry (spec §6 dividend flag). */
  dividendEnabled: z.boolean(),
  /** Unread inbox messages (MAILCEN badge). */
  unreadMail: z.int(),
  kpi: TeamKpiSchema,
  /** Direct downlines and the whole team's size. */
  directCount: z.int(),
  teamSize: z.int(),
});
export type AgentHome = z.infer<typeof AgentHomeSchema>;

// ---- team management (/m/member/team)

export const TeamListQuerySchema = z.object({
  /** Part of an account name, case-insensitive. */
  search: z.optional(z.string().check(z.maxLength(32))),
  /** Only direct downlines (1) or the whole team (absent). */
  depth: z.optional(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(1)))),
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
});
export type TeamListQuery = z.input<typeof TeamListQuerySchema>;

export const TeamMemberSchema = z.object({
  id: z.int(),
  account: z.string(),
  type: z.int(),
  isAgent: z.boolean(),
  /** 1: direct downline. */
  depth: z.int(),
  /** The direct upline's account. */
  upline: z.nullable(z.string()),
  balance: AmountSchema,
  lastLoginAt: z.nullable(z.string()),
  status: z.string(),
  registeredAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

export const TeamPageSchema = z.object({
  list: z.array(TeamMemberSchema),
  pageNum: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type TeamPage = z.infer<typeof TeamPageSchema>;

export const TeamTransferBodySchema = z.object({
  memberId: z.int().check(z.positive()),
  amount: AmountInputSchema,
  paymentPassword: z.string().check(z.maxLength(64)),
  /** The caller's id of this transfer (8–64 safe characters): a retry moves the money once. */
  requestId: z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, 'validation.request_id')),
});
export type TeamTransferBody = z.input<typeof TeamTransferBodySchema>;

export const TeamTransferSchema = z.object({
  transferId: z.int(),
  to: z.string(),
  amount: AmountSchema,
  /** The sender's balance after the transfer. */
  balance: AmountSchema,
  replayed: z.boolean(),
});
export type TeamTransfer = z.infer<typeof TeamTransferSchema>;

// ---- register centre (/m/agentRegister)

export const OpenAccountKindSchema = z.enum(['member', 'agent']);
export type OpenAccountKind = z.infer<typeof OpenAccountKindSchema>;

export const OpenAccountBodySchema = z.object({
  kind: OpenAccountKindSchema,
  /** 4–16 letters and digits, starting with a letter. */
  username: z.string().check(z.regex(/^[A-Za-z][A-Za-z0-9]{3,15}$/, 'validation.username')),
  password: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type OpenAccountBody = z.input<typeof OpenAccountBodySchema>;

export const OpenedAccountSchema = z.object({
  id: z.int(),
  account: z.string(),
  type: z.int(),
});

/** A rebate rate in percent, 0 to 10 with at most one decimal ("0.8"). */
export const RebateRateSchema = z
  .string()
  .check(z.regex(/^(10(\.0)?|\d(\.\d)?)$/, 'validation.rebate_rate'));

export const InvitationBodySchema = z.object({
  kind: OpenAccountKindSchema,
  /** Preset rebate rates per game category for whoever registers with the link. */
  rebates: z.partialRecord(TurnoverCategorySchema, RebateRateSchema),
});
export type InvitationBody = z.input<typeof InvitationBodySchema>;

export const InvitationSchema = z.object({
  id: z.int(),
  code: z.string(),
  kind: OpenAccountKindSchema,
  rebates: z.record(z.string(), z.string()),
  createdAt: z.string(),
});
export type Invitation = z.infer<typeof InvitationSchema>;
export const InvitationListSchema = z.object({ list: z.array(InvitationSchema) });

/** The registration link of an invitation code on a site origin. */
export function invitationLink(origin: string, code: string): string {
  return `${origin}/m/register?affiliateCode=${encodeURIComponent(code)}`;
}

// ---- team overview (/m/agent/team/overview)

export const TeamOverviewQuerySchema = z.object({
  /** First day included (merchant time); today when absent. */
  startDate: z.optional(DaySchema),
  /** Last day included (merchant time); today when absent. */
  endDate: z.optional(DaySchema),
});
export type TeamOverviewQuery = z.input<typeof TeamOverviewQuerySchema>;

export const TeamFiguresSchema = z.object({
  /** Team members at this depth (all time, as of now). */
  teamSize: z.int(),
  newRegistrations: z.int(),
  /** Members whose first deposit fell in the range. */
  firstDeposits: z.int(),
  deposits: AmountSchema,
  withdrawals: AmountSchema,
  /** Stakes of bets (games and lottery) less refunds and rollbacks. */
  validBets: AmountSchema,
  wins: AmountSchema,
  /** The team's result: wins − valid bets (negative: the team lost). */
  profitLoss: AmountSchema,
});
export type TeamFigures = z.infer<typeof TeamFiguresSchema>;

export const TeamOverviewSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  total: TeamFiguresSchema,
  byDepth: z.array(z.extend(TeamFiguresSchema, { depth: z.int() })),
});
export type TeamOverview = z.infer<typeof TeamOverviewSchema>;

// ---- permissions set by the upline or the operator

export const AgentPermissionsSchema = z.object({
  memberId: z.int(),
  keys: z.array(AgentPermissionKeySchema),
});
export const SetAgentPermissionsBodySchema = z.object({
  keys: z.array(AgentPermissionKeySchema).check(z.maxLength(AGENT_PERMISSION_KEYS.length)),
});
export type SetAgentPermissionsBody = z.input<typeof SetAgentPermissionsBodySchema>;

// ---- back office

export const AdminAgentSchema = z.object({
  id: z.int(),
  account: z.string(),
  type: z.int(),
  status: z.string(),
  upline: z.nullable(z.string()),
  affiliateCode: z.nullable(z.string()),
  directCount: z.int(),
  teamSize: z.int(),
  permissions: z.array(AgentPermissionKeySchema),
});
export type AdminAgent = z.infer<typeof AdminAgentSchema>;
/** A page of agents, newest first, with how many match in all. */
export const AdminAgentListSchema = pageOf(AdminAgentSchema);

export const AdminAgentQuerySchema = z.object({
  search: z.optional(z.string().check(z.maxLength(32))),
  ...ADMIN_PAGE_FIELDS,
});
export type AdminAgentQuery = z.infer<typeof AdminAgentQuerySchema>;

export const AgentIdParamsSchema = z.object({
  id: z.pipe(z.coerce.number(), z.int().check(z.positive())),
});

export const TreeNodeSchema = z.object({
  id: z.int(),
  account: z.string(),
  type: z.int(),
  depth: z.int(),
  parentId: z.nullable(z.int()),
});
export const AgentTreeSchema = z.object({
  root: TreeNodeSchema,
  uplines: z.array(TreeNodeSchema),
  nodes: z.array(TreeNodeSchema),
  /** true when the team is larger than the nodes listed. */
  truncated: z.boolean(),
});
export type AgentTree = z.infer<typeof AgentTreeSchema>;

/** The account types an operator may set (spec §6, §9): players and the agent types. */
export const SETTABLE_MEMBER_TYPES = [0, 1, 2, 40, 41, 42] as const;
export const SetMemberTypeBodySchema = z.object({
  type: z.union(
    SETTABLE_MEMBER_TYPES.map((t) => z.literal(t)) as [
      z.ZodMiniLiteral<0>,
      ...z.ZodMiniLiteral<number>[],
    ],
  ),
});
export type SetMemberTypeBody = z.input<typeof SetMemberTypeBodySchema>;
export const MemberTypeSchema = z.object({ memberId: z.int(), type: z.int() });

// ---- team P&L (/m/agent/team/pnl) and team betting (/m/teamBetting)

const PageFields = {
  pageNo: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100_000))), 1),
  pageSize: z._default(z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(100))), 20),
};

export const TeamPnlQuerySchema = z.object({
  startDate: z.optional(DaySchema),
  endDate: z.optional(DaySchema),
  /** Part of an account name, case-insensitive. */
  search: z.optional(z.string().check(z.maxLength(32))),
  ...PageFields,
});
export type TeamPnlQuery = z.input<typeof TeamPnlQuerySchema>;

export const TeamPnlRowSchema = z.object({
  account: z.string(),
  depth: z.int(),
  deposits: AmountSchema,
  withdrawals: AmountSchema,
  validBets: AmountSchema,
  wins: AmountSchema,
  profitLoss: AmountSchema,
});
export type TeamPnlRow = z.infer<typeof TeamPnlRowSchema>;
export const TeamPnlSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(TeamPnlRowSchema),
  pageNum: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type TeamPnl = z.infer<typeof TeamPnlSchema>;

export const TeamBetsQuerySchema = z.object({
  startDate: z.optional(DaySchema),
  endDate: z.optional(DaySchema),
  /** An account of the team, exactly (case-insensitive). */
  account: z.optional(z.string().check(z.maxLength(32))),
  /** A game's vendor code (JL, INHOUSE, …) or LOTTERY for lottery bets. */
  vendor: z.optional(z.string().check(z.regex(/^[A-Za-z0-9_-]{1,32}$/, 'validation.code'))),
  ...PageFields,
});
export type TeamBetsQuery = z.input<typeof TeamBetsQuerySchema>;

export const TeamBetSchema = z.object({
  transferId: z.int(),
  account: z.string(),
  at: z.string(),
  vendor: z.string(),
  game: z.nullable(z.string()),
  stake: AmountSchema,
});
export type TeamBet = z.infer<typeof TeamBetSchema>;
export const TeamBetsSchema = z.object({
  startDate: z.string(),
  endDate: z.string(),
  list: z.array(TeamBetSchema),
  pageNum: z.int(),
  pageSize: z.int(),
  total: z.int(),
});
export type TeamBets = z.infer<typeof TeamBetsSchema>;
