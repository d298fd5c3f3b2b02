import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { z } from 'zod/mini';
import {
  AGENT_PERMISSION_KEYS,
  AGENT_TYPES,
  formatAmountMinor,
  isAgentAccountType,
  parseAmountMinor,
  subAgentTypeOf,
  type AdminAgent,
  type AdminAgentQuery,
  type AgentHome,
  type AgentPermissionKey,
  type AgentTree,
  type Invitation,
  type InvitationBody,
  type Page,
  type OpenAccountBody,
  type TeamFigures,
  type TeamListQuerySchema,
  type TeamBets,
  type TeamBetsQuerySchema,
  type TeamPnl,
  type TeamPnlQuerySchema,
  type TeamOverview,
  type TeamOverviewQuery,
  type TeamPage,
  type TeamTransfer,
  type TeamTransferBody,
} from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';
import { agentInvitations, members, teamTransfers } from '../../db/schema.ts';
import { AppError } from '../../lib/app-error.ts';
import { pageWindow, toPage } from '../../lib/paging.ts';
import { merchantDay, merchantDayRange } from '../../lib/merchant-day.ts';
import { hashPassword } from '../../lib/password.ts';
import type { SettingsStore } from '../system/settings-store.ts';
import { findMemberById, insertMember, type MemberRow } from '../auth/auth.repository.ts';
import { passwordPolicyProblem } from '../auth/password-policy.ts';
import { countUnreadInbox } from '../inbox/inbox.repository.ts';
import { ACCOUNTS, balanceOf, transfer } from '../ledger/ledger.service.ts';
import { assertMayDeposit, isExcluded } from '../protection/protection.service.ts';
import { selectProtection } from '../protection/protection.repository.ts';
import { readWagering } from '../protection/wagering.service.ts';
import { checkPaymentPassword } from '../withdraw/withdraw.service.ts';
import {
  depthUnder,
  findInvitationByCode,
  selectPermissionKeys,
  teamCounts,
  upsertPermissionKeys,
} from './agents.repository.ts';

/**
 * Agents (docs/decisions/2026-11-24-agents.md). Invariants:
 * - an agent acts only on its own team (member_tree rows with itself as ancestor);
 * - every agent call passes `requireKey` first: the agent's own key AND the site's flag of that
 *   name (spec §3 agent whitelabel keys) must both be on;
 * - money to a downline moves by one ledger transfer under the key `team:<agent>:<requestId>`.
 */

export type AgentDeps = { db: Db; settings: SettingsStore };

/** A LIKE pattern matching `text` anywhere, case-insensitively (its %, _ and backslash taken literally). */
const likeOf = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

const ONLINE_WINDOW_MS = 15 * 60 * 1000;
const BET_KINDS = sql.raw(`'bet', 'lottery_bet'`);
const REFUND_KINDS = sql.raw(`'rollback', 'lottery_refund'`);
const WIN_KINDS = sql.raw(`'win', 'lottery_win'`);

/** The keys an agent holds (no stored row: all of them). */
export async function heldKeys(db: Db, memberId: number): Promise<AgentPermissionKey[]> {
  const stored = await selectPermissionKeys(db, memberId);
  const keys = stored ?? [...AGENT_PERMISSION_KEYS];
  return AGENT_PERMISSION_KEYS.filter((k) => keys.includes(k));
}

/** The keys in force: held by the agent and switched on for the site. */
export async function keysInForce(
  deps: AgentDeps,
  memberId: number,
): Promise<AgentPermissionKey[]> {
  const [held, site] = await Promise.all([heldKeys(deps.db, memberId), deps.settings.site()]);
  return held.filter((k) => site.whitelabel[k as keyof typeof site.whitelabel] !== false);
}

/** Refuses the call unless the agent holds `key` and the site has it on (spec §6 message). */
export async function requireKey(deps: AgentDeps, member: MemberRow, key: AgentPermissionKey) {
  if (!(await keysInForce(deps, member.id)).includes(key)) {
    throw new AppError('agent.permission_denied');
  }
}

// ---- agent home

export async function teamKpi(db: Db, agentId: number, now: Date) {
  const dayStart = merchantDayRange(merchantDay(now)).from!;
  const onlineSince = new Date(now.getTime() - ONLINE_WINDOW_MS);
  const [row] = await queryRows<Record<string, number>>(
    db,
    sql`select
      (count(*) filter (where m.last_login_at >= ${dayStart}))::int as login,
      (count(*) filter (where m.created_at >= ${dayStart}))::int as registered,
      (count(*) filter (where exists (
        select 1 from ledger_transfers lt where lt.member_id = m.id
          and lt.created_at >= ${dayStart} and lt.kind in (${BET_KINDS}))))::int as bet,
      (count(*) filter (where exists (
        select 1 from sessions s where s.member_id = m.id and s.revoked_at is null
          and s.expires_at > ${now} and s.last_seen_at >= ${onlineSince})))::int as online
    from member_tree t join members m on m.id = t.descendant_id
    where t.ancestor_id = ${agentId}`,
  );
  return {
    teamLoginMemberCount: Number(row?.login ?? 0),
    teamBetMemberCount: Number(row?.bet ?? 0),
    teamRegisterMemberCount: Number(row?.registered ?? 0),
    teamOnlineCount: Number(row?.online ?? 0),
  };
}

export async function agentHome(deps: AgentDeps, member: MemberRow, now: Date): Promise<AgentHome> {
  const [balance, kpi, permissions, site, unreadMail, counts] = await Promise.all([
    balanceOf(deps.db, ACCOUNTS.memberWallet(member.id)),
    teamKpi(deps.db, member.id, now),
    keysInForce(deps, member.id),
    deps.settings.site(),
    countUnreadInbox(deps.db, member.id),
    teamCounts(deps.db, member.id),
  ]);
  return {
    account: member.account,
    nickname: member.nickname,
    type: member.type,
    sumBalance: formatAmountMinor(balance),
    permissions,
    dividendEnabled: site.whitelabel.DIVIDEND3 === true,
    unreadMail,
    kpi,
    ...counts,
  };
}

// ---- team management

export async function listTeam(
  db: Db,
  agent: MemberRow,
  query: z.output<typeof TeamListQuerySchema>,
): Promise<TeamPage> {
  const search = query.search?.trim();
  const where = sql`t.ancestor_id = ${agent.id}
    ${query.depth ? sql`and t.depth = ${query.depth}` : sql``}
    ${search ? sql`and lower(m.account) like ${likeOf(search)}` : sql``}`;
  const { pageSize, pageNo } = query;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_tree t join members m on m.id = t.descendant_id where ${where}`,
  );
  const rows = await queryRows<{
    id: number;
    account: string;
    type: number;
    depth: number;
    upline: string | null;
    balance: string | null;
    last_login_at: Date | string | null;
    status: string;
    created_at: Date | string;
  }>(
    db,
    sql`select m.id, m.account, m.type, t.depth, p.account as upline,
          a.balance_minor::text as balance, m.last_login_at, m.status, m.created_at
        from member_tree t
        join members m on m.id = t.descendant_id
        left join members p on p.id = m.parent_id
        left join ledger_accounts a on a.code = 'member:' || m.id
        where ${where}
        order by m.created_at desc, m.id desc
        limit ${pageSize} offset ${(pageNo - 1) * pageSize}`,
  );
  const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
  return {
    list: rows.map((r) => ({
      id: Number(r.id),
      account: r.account,
      type: Number(r.type),
      isAgent: isAgentAccountType(Number(r.type)),
      depth: Number(r.depth),
      upline: r.upline,
      balance: formatAmountMinor(BigInt(r.balance ?? '0')),
      lastLoginAt: iso(r.last_login_at),
      status: r.status,
      registeredAt: iso(r.created_at)!,
    })),
    pageNum: pageNo,
    pageSize,
    total: Number(count?.n ?? 0),
  };
}

/**
 * Moves money from the agent to a member of its team (spec §2 transfer): payment password,
 * protection of both sides, the sender's open wagering, the receiver's deposit limit, then one
 * ledger transfer. The ledger refuses what the sender's balance cannot cover.
 */
export async function teamTransfer(
  deps: AgentDeps,
  agent: MemberRow,
  body: TeamTransferBody,
  now: Date,
): Promise<TeamTransfer> {
  const amount = parseAmountMinor(body.amount)!;
  const idempotencyKey = `team:${agent.id}:${body.requestId}`;
  const receiver = await findMemberById(deps.db, body.memberId);
  if (
    !receiver ||
    receiver.id === agent.id ||
    (await depthUnder(deps.db, agent.id, receiver.id)) === null
  ) {
    throw new AppError('agent.not_in_team');
  }
  // A retry of a transfer already made answers it, whatever changed since.
  const [done] = await deps.db
    .select()
    .from(teamTransfers)
    .where(
      sql`${teamTransfers.fromMemberId} = ${agent.id} and ${teamTransfers.requestId} = ${body.requestId}`,
    );
  if (done) {
    if (done.toMemberId !== receiver.id || done.amountMinor !== amount) {
      throw new AppError('agent.request_reused');
    }
    return {
      transferId: done.transferId,
      to: receiver.account,
      amount: formatAmountMinor(amount),
      balance: formatAmountMinor(await balanceOf(deps.db, ACCOUNTS.memberWallet(agent.id))),
      replayed: true,
    };
  }
  await checkPaymentPassword(deps, agent.id, body.paymentPassword);
  const senderProtection = await selectProtection(deps.db, agent.id);
  if (isExcluded(senderProtection, now)) {
    throw new AppError('protection.excluded', {
      value: {
        kind: senderProtection!.exclusionKind,
        until: senderProtection!.excludedUntil?.toISOString() ?? null,
      },
    });
  }
  if ((await readWagering(deps.db, agent.id, now)).openRewards > 0) {
    throw new AppError('agent.open_wagering');
  }
  try {
    await assertMayDeposit(deps.db, receiver.id, amount, now);
  } catch (err) {
    if (!(err instanceof AppError)) throw err;
    if (err.code === 'protection.excluded') throw new AppError('agent.downline_excluded');
    if (err.code === 'protection.deposit_limit') {
      throw new AppError('agent.downline_deposit_limit', { value: err.value });
    }
    throw err;
  }
  const result = await transfer(
    deps.db,
    {
      debit: ACCOUNTS.memberWallet(agent.id),
      credit: ACCOUNTS.memberWallet(receiver.id),
      amountMinor: amount,
      kind: 'team_transfer',
      reference: `team:${agent.account}>${receiver.account}`,
      idempotencyKey,
      memberId: receiver.id,
      meta: { from: agent.account, to: receiver.account },
    },
    async (tx, posted) => {
      await tx.insert(teamTransfers).values({
        fromMemberId: agent.id,
        toMemberId: receiver.id,
        amountMinor: amount,
        requestId: body.requestId,
        transferId: posted.id,
      });
    },
  );
  return {
    transferId: result.transfer.id,
    to: receiver.account,
    amount: formatAmountMinor(amount),
    balance: formatAmountMinor(await balanceOf(deps.db, ACCOUNTS.memberWallet(agent.id))),
    replayed: result.replayed,
  };
}

// ---- team overview, P&L and betting

/** Merchant days from the query (today by default), refused when the end comes first. */
function rangeOf(
  query: { startDate?: string | undefined; endDate?: string | undefined },
  now: Date,
) {
  const today = merchantDay(now);
  const startDate = query.startDate ?? today;
  const endDate = query.endDate ?? today;
  if (startDate > endDate) {
    throw new AppError('request.invalid', {
      message: 'query.endDate: the end date comes before the start date',
      value: { field: 'query.endDate' },
    });
  }
  const { from, to } = merchantDayRange(startDate, endDate);
  return { startDate, endDate, from: from!, to: to! };
}

export async function teamPnl(
  db: Db,
  agent: MemberRow,
  query: z.output<typeof TeamPnlQuerySchema>,
  now: Date,
): Promise<TeamPnl> {
  const { startDate, endDate, from, to } = rangeOf(query, now);
  const search = query.search?.trim();
  const rows = await queryRows<{
    account: string;
    depth: number;
    deposits: string;
    withdrawals: string;
    bets: string;
    refunds: string;
    wins: string;
    total: number;
  }>(
    db,
    sql`with team as (
          select t.descendant_id as id, t.depth, m.account
          from member_tree t join members m on m.id = t.descendant_id
          where t.ancestor_id = ${agent.id}
            ${search ? sql`and lower(m.account) like ${likeOf(search)}` : sql``}
        ),
        money as (
          select team.account, team.depth,
            coalesce(sum(lt.amount_minor) filter (where lt.kind = 'deposit'), 0) as deposits,
            coalesce(sum(lt.amount_minor) filter (where lt.kind = 'withdrawal_paid'), 0) as withdrawals,
            coalesce(sum(lt.amount_minor) filter (where lt.kind in (${BET_KINDS})), 0) as bets,
            coalesce(sum(lt.amount_minor) filter (where lt.kind in (${REFUND_KINDS})), 0) as refunds,
            coalesce(sum(lt.amount_minor) filter (where lt.kind in (${WIN_KINDS})), 0) as wins
          from team join ledger_transfers lt on lt.member_id = team.id
          where lt.created_at >= ${from} and lt.created_at < ${to}
          group by team.account, team.depth
        )
        select account, depth, deposits::text, withdrawals::text, bets::text, refunds::text,
          wins::text, (count(*) over ())::int as total
        from money
        order by bets desc, account
        limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  return {
    startDate,
    endDate,
    list: rows.map((r) => {
      const bets = BigInt(r.bets) - BigInt(r.refunds);
      const wins = BigInt(r.wins);
      return {
        account: r.account,
        depth: Number(r.depth),
        deposits: formatAmountMinor(BigInt(r.deposits)),
        withdrawals: formatAmountMinor(BigInt(r.withdrawals)),
        validBets: formatAmountMinor(bets),
        wins: formatAmountMinor(wins),
        profitLoss: formatAmountMinor(wins - bets),
      };
    }),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total: Number(rows[0]?.total ?? 0),
  };
}

export async function teamBets(
  db: Db,
  agent: MemberRow,
  query: z.output<typeof TeamBetsQuerySchema>,
  now: Date,
): Promise<TeamBets> {
  const { startDate, endDate, from, to } = rangeOf(query, now);
  const account = query.account?.trim().toLowerCase();
  const vendor = query.vendor?.toUpperCase();
  const vendorOf = sql`case when lt.kind = 'lottery_bet' then 'LOTTERY' else coalesce(lt.meta->>'vendorCode', split_part(lt.reference, ':', 1)) end`;
  const where = sql`t.ancestor_id = ${agent.id}
    and lt.kind in (${BET_KINDS}) and lt.created_at >= ${from} and lt.created_at < ${to}
    ${account ? sql`and lower(m.account) = ${account}` : sql``}
    ${vendor ? sql`and ${vendorOf} = ${vendor}` : sql``}`;
  const [count] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_tree t
        join members m on m.id = t.descendant_id
        join ledger_transfers lt on lt.member_id = t.descendant_id
        where ${where}`,
  );
  const rows = await queryRows<{
    id: number;
    account: string;
    created_at: Date | string;
    vendor: string;
    game: string | null;
    amount: string;
  }>(
    db,
    sql`select lt.id, m.account, lt.created_at, ${vendorOf} as vendor,
          coalesce(lt.meta->>'gameCode', lt.meta->>'lotteryCode') as game, lt.amount_minor::text as amount
        from member_tree t
        join members m on m.id = t.descendant_id
        join ledger_transfers lt on lt.member_id = t.descendant_id
        where ${where}
        order by lt.created_at desc, lt.id desc
        limit ${query.pageSize} offset ${(query.pageNo - 1) * query.pageSize}`,
  );
  return {
    startDate,
    endDate,
    list: rows.map((r) => ({
      transferId: Number(r.id),
      account: r.account,
      at: new Date(r.created_at).toISOString(),
      vendor: r.vendor,
      game: r.game,
      stake: formatAmountMinor(BigInt(r.amount)),
    })),
    pageNum: query.pageNo,
    pageSize: query.pageSize,
    total: Number(count?.n ?? 0),
  };
}

const ZERO_FIGURES = {
  team_size: 0,
  registered: 0,
  first_deposits: 0,
  deposits: '0',
  withdrawals: '0',
  bets: '0',
  refunds: '0',
  wins: '0',
};

function figuresOf(r: typeof ZERO_FIGURES): TeamFigures {
  const bets = BigInt(r.bets) - BigInt(r.refunds);
  const wins = BigInt(r.wins);
  return {
    teamSize: Number(r.team_size),
    newRegistrations: Number(r.registered),
    firstDeposits: Number(r.first_deposits),
    deposits: formatAmountMinor(BigInt(r.deposits)),
    withdrawals: formatAmountMinor(BigInt(r.withdrawals)),
    validBets: formatAmountMinor(bets),
    wins: formatAmountMinor(wins),
    profitLoss: formatAmountMinor(wins - bets),
  };
}

export async function teamOverview(
  db: Db,
  agent: MemberRow,
  query: TeamOverviewQuery,
  now: Date,
): Promise<TeamOverview> {
  const { startDate, endDate, from, to } = rangeOf(query, now);
  const rows = await queryRows<typeof ZERO_FIGURES & { depth: number }>(
    db,
    sql`with team as (
          select t.descendant_id as id, t.depth, m.created_at
          from member_tree t join members m on m.id = t.descendant_id
          where t.ancestor_id = ${agent.id}
        ),
        money as (
          select lt.member_id,
            sum(lt.amount_minor) filter (where lt.kind = 'deposit') as deposits,
            sum(lt.amount_minor) filter (where lt.kind = 'withdrawal_paid') as withdrawals,
            sum(lt.amount_minor) filter (where lt.kind in (${BET_KINDS})) as bets,
            sum(lt.amount_minor) filter (where lt.kind in (${REFUND_KINDS})) as refunds,
            sum(lt.amount_minor) filter (where lt.kind in (${WIN_KINDS})) as wins
          from ledger_transfers lt join team on team.id = lt.member_id
          where lt.created_at >= ${from!} and lt.created_at < ${to!}
          group by lt.member_id
        ),
        firsts as (
          select lt.member_id, min(lt.created_at) as first_at
          from ledger_transfers lt join team on team.id = lt.member_id
          where lt.kind = 'deposit' and lt.created_at < ${to!}
          group by lt.member_id
        )
        select team.depth,
          count(*)::int as team_size,
          (count(*) filter (where team.created_at >= ${from!} and team.created_at < ${to!}))::int as registered,
          (count(*) filter (where firsts.first_at >= ${from!}))::int as first_deposits,
          coalesce(sum(money.deposits), 0)::text as deposits,
          coalesce(sum(money.withdrawals), 0)::text as withdrawals,
          coalesce(sum(money.bets), 0)::text as bets,
          coalesce(sum(money.refunds), 0)::text as refunds,
          coalesce(sum(money.wins), 0)::text as wins
        from team
        left join money on money.member_id = team.id
        left join firsts on firsts.member_id = team.id
        group by team.depth
        order by team.depth`,
  );
  const total = { ...ZERO_FIGURES };
  for (const r of rows) {
    total.team_size += Number(r.team_size);
    total.registered += Number(r.registered);
    total.first_deposits += Number(r.first_deposits);
    for (const k of ['deposits', 'withdrawals', 'bets', 'refunds', 'wins'] as const) {
      total[k] = (BigInt(total[k]) + BigInt(r[k])).toString();
    }
  }
  return {
    startDate,
    endDate,
    total: figuresOf(total),
    byDepth: rows.map((r) => ({ depth: Number(r.depth), ...figuresOf(r) })),
  };
}

// ---- register centre

function invalidField(field: string, message: string): AppError {
  return new AppError('request.invalid', {
    message: `body.${field}: ${message}`,
    value: { field: `body.${field}`, issues: [{ field: `body.${field}`, message }] },
  });
}

function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/** Opens a member or sub-agent account directly under the agent. */
export async function openAccount(
  deps: AgentDeps,
  agent: MemberRow,
  body: OpenAccountBody,
): Promise<{ id: number; account: string; type: number }> {
  const problem = passwordPolicyProblem(body.password, body.username);
  if (problem) throw invalidField('password', problem);
  const type = body.kind === 'agent' ? subAgentTypeOf(agent.type) : 0;
  let row: MemberRow;
  try {
    row = await deps.db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const inserted = await insertMember(tx, {
        account: body.username,
        nickname: null,
        type,
        passwordHash: await hashPassword(body.password),
        parentId: agent.id,
        registerSource: 'AGENT',
      });
      if (type !== 0) {
        // A new sub-agent starts with its upline's keys (never more).
        await upsertPermissionKeys(tx, inserted.id, await heldKeys(tx, agent.id), agent.account);
      }
      return inserted;
    });
  } catch (err) {
    if (isUniqueViolation(err)) {
      throw new AppError('register.username_exists', { value: { field: 'body.username' } });
    }
    throw err;
  }
  return { id: row.id, account: row.account, type: row.type };
}

function toInvitation(row: typeof agentInvitations.$inferSelect): Invitation {
  return {
    id: row.id,
    code: row.code,
    kind: row.memberType === 0 ? 'member' : 'agent',
    rebates: row.rebates,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listInvitations(db: Db, agent: MemberRow): Promise<{ list: Invitation[] }> {
  const rows = await db
    .select()
    .from(agentInvitations)
    .where(sql`${agentInvitations.agentId} = ${agent.id}`)
    .orderBy(sql`${agentInvitations.createdAt} desc, ${agentInvitations.id} desc`)
    .limit(100);
  return { list: rows.map(toInvitation) };
}

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

function newCode(): string {
  const bytes = randomBytes(8);
  return `AG${[...bytes].map((b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join('')}`;
}

export async function createInvitation(
  db: Db,
  agent: MemberRow,
  body: InvitationBody,
): Promise<Invitation> {
  const memberType = body.kind === 'agent' ? subAgentTypeOf(agent.type) : 0;
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = newCode();
    const taken = await queryRows<{ n: number }>(
      db,
      sql`select 1 as n from members where upper(affiliate_code) = ${code}`,
    );
    if (taken.length > 0) continue;
    const [row] = await db
      .insert(agentInvitations)
      .values({
        agentId: agent.id,
        code,
        memberType,
        rebates: body.rebates as Record<string, string>,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return toInvitation(row);
  }
  throw new Error('could not find a free invitation code');
}

/**
 * What an invitation code opens (registration, spec §4): an agent's own code (a member), or an
 * invitation link's code (its account type). Null for an unknown code or a non-agent's.
 */
export async function resolveInvitationCode(
  db: Db,
  code: string,
): Promise<{
  agent: MemberRow;
  memberType: number;
  /** The invitation link's preset rebate rates (none for the agent's own code). */
  rebates: Record<string, string> | null;
  code: string;
} | null> {
  const [own] = await db
    .select()
    .from(members)
    .where(sql`upper(${members.affiliateCode}) = upper(${code}) and ${members.status} = 'active'`)
    .limit(1);
  if (own) {
    return isAgentAccountType(own.type) ? { agent: own, memberType: 0, rebates: null, code } : null;
  }
  const invitation = await findInvitationByCode(db, code);
  if (!invitation) return null;
  const agent = await findMemberById(db, invitation.agentId);
  if (!agent || agent.status !== 'active' || !isAgentAccountType(agent.type)) return null;
  return {
    agent,
    memberType: invitation.memberType,
    rebates: invitation.rebates,
    code: invitation.code,
  };
}

// ---- permissions set by the upline

export async function setDownlinePermissions(
  db: Db,
  agent: MemberRow,
  memberId: number,
  keys: AgentPermissionKey[],
) {
  const target = await findMemberById(db, memberId);
  if (!target || target.parentId !== agent.id || !isAgentAccountType(target.type)) {
    throw new AppError('agent.not_in_team');
  }
  const held = await heldKeys(db, agent.id);
  const missing = keys.filter((k) => !held.includes(k));
  if (missing.length > 0) throw new AppError('agent.key_not_held', { value: { keys: missing } });
  const unique = AGENT_PERMISSION_KEYS.filter((k) => keys.includes(k));
  await upsertPermissionKeys(db, memberId, unique, agent.account);
  return { memberId, keys: unique };
}

// ---- back office

/** The back office's agent list: a page of agents, newest first, and how many match in all. */
export async function listAgents(db: Db, query: AdminAgentQuery): Promise<Page<AdminAgent>> {
  const term = query.search?.trim().toLowerCase();
  const types = sql.raw(AGENT_TYPES.join(', '));
  const filter = sql`m.type in (${types}) ${term ? sql`and lower(m.account) like ${likeOf(term)}` : sql``}`;
  const [counted] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from members m where ${filter}`,
  );
  const total = Number(counted?.total ?? 0);
  const { offset, limit } = pageWindow(query);
  const rows = await queryRows<{
    id: number;
    account: string;
    type: number;
    status: string;
    upline: string | null;
    affiliate_code: string | null;
    direct: number;
    team: number;
    keys: string[] | null;
  }>(
    db,
    sql`select m.id, m.account, m.type, m.status, p.account as upline, m.affiliate_code,
          (select count(*) from member_tree t where t.ancestor_id = m.id and t.depth = 1)::int as direct,
          (select count(*) from member_tree t where t.ancestor_id = m.id)::int as team,
          ap.keys
        from members m
        left join members p on p.id = m.parent_id
        left join agent_permissions ap on ap.member_id = m.id
        where ${filter}
        order by m.id desc
        limit ${limit} offset ${offset}`,
  );
  return toPage(
    rows.map((r) => ({
      id: Number(r.id),
      account: r.account,
      type: Number(r.type),
      status: r.status,
      upline: r.upline,
      affiliateCode: r.affiliate_code,
      directCount: Number(r.direct),
      teamSize: Number(r.team),
      permissions: AGENT_PERMISSION_KEYS.filter((k) =>
        (r.keys ?? AGENT_PERMISSION_KEYS).includes(k),
      ),
    })),
    total,
    query,
  );
}

const TREE_LIMIT = 500;

export async function agentTree(db: Db, memberId: number): Promise<AgentTree> {
  const root = await findMemberById(db, memberId);
  if (!root) throw new AppError('operator.account_not_found');
  const node = (r: {
    id: number;
    account: string;
    type: number;
    depth: number;
    parent_id: number | null;
  }) => ({
    id: Number(r.id),
    account: r.account,
    type: Number(r.type),
    depth: Number(r.depth),
    parentId: r.parent_id === null ? null : Number(r.parent_id),
  });
  type Row = { id: number; account: string; type: number; depth: number; parent_id: number | null };
  const uplines = await queryRows<Row>(
    db,
    sql`select m.id, m.account, m.type, t.depth, m.parent_id
        from member_tree t join members m on m.id = t.ancestor_id
        where t.descendant_id = ${memberId} order by t.depth`,
  );
  const nodes = await queryRows<Row>(
    db,
    sql`select m.id, m.account, m.type, t.depth, m.parent_id
        from member_tree t join members m on m.id = t.descendant_id
        where t.ancestor_id = ${memberId} order by t.depth, m.account limit ${TREE_LIMIT + 1}`,
  );
  return {
    root: node({ ...root, depth: 0, parent_id: root.parentId }),
    uplines: uplines.map(node),
    nodes: nodes.slice(0, TREE_LIMIT).map(node),
    truncated: nodes.length > TREE_LIMIT,
  };
}

export async function setAgentPermissions(
  db: Db,
  memberId: number,
  keys: AgentPermissionKey[],
  by: string,
) {
  const target = await findMemberById(db, memberId);
  if (!target || !isAgentAccountType(target.type)) throw new AppError('operator.account_not_found');
  const unique = AGENT_PERMISSION_KEYS.filter((k) => keys.includes(k));
  await upsertPermissionKeys(db, memberId, unique, by);
  return { memberId, keys: unique };
}

export async function setMemberType(db: Db, memberId: number, type: number) {
  const target = await findMemberById(db, memberId);
  if (!target || target.type === 4) throw new AppError('operator.account_not_found');
  await db
    .update(members)
    .set({ type, updatedAt: new Date() })
    .where(sql`${members.id} = ${memberId}`);
  return { memberId, type, before: target.type };
}
