import { sql } from 'drizzle-orm';
import {
  formatAmountMinor,
  type Contract,
  type ContractKind,
  type ContractStatement,
  type ContractTier,
} from '@app/contracts';
import { queryRows, type Db } from '../../db/client.ts';

// Agent contracts' reads and writes (docs/decisions/2026-11-25-agent-contracts.md).

export type ContractRow = {
  id: number;
  kind: ContractKind;
  state: Contract['state'];
  memberId: number;
  account: string;
  upline: string | null;
  uplineId: number | null;
  offeredBy: string;
  tiers: ContractTier[];
  createdAt: Date;
  acceptedAt: Date | null;
  effectiveFrom: Date | null;
  endedAt: Date | null;
};

type RawContract = {
  id: string | number;
  kind: ContractKind;
  state: Contract['state'];
  member_id: string | number;
  account: string;
  upline: string | null;
  upline_id: string | number | null;
  offered_by: string;
  tiers: ContractTier[] | string;
  created_at: Date | string;
  accepted_at: Date | string | null;
  effective_from: Date | string | null;
  ended_at: Date | string | null;
};

const dateOf = (v: Date | string | null) => (v === null ? null : new Date(v));

function toRow(r: RawContract): ContractRow {
  return {
    id: Number(r.id),
    kind: r.kind,
    state: r.state,
    memberId: Number(r.member_id),
    account: r.account,
    upline: r.upline,
    uplineId: r.upline_id === null ? null : Number(r.upline_id),
    offeredBy: r.offered_by,
    tiers: typeof r.tiers === 'string' ? (JSON.parse(r.tiers) as ContractTier[]) : r.tiers,
    createdAt: new Date(r.created_at),
    acceptedAt: dateOf(r.accepted_at),
    effectiveFrom: dateOf(r.effective_from),
    endedAt: dateOf(r.ended_at),
  };
}

export function contractView(row: ContractRow): Contract {
  const iso = (d: Date | null) => (d === null ? null : d.toISOString());
  return {
    id: row.id,
    kind: row.kind,
    state: row.state,
    memberId: row.memberId,
    account: row.account,
    upline: row.upline,
    offeredBy: row.offeredBy,
    tiers: row.tiers,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    effectiveFrom: iso(row.effectiveFrom),
    endedAt: iso(row.endedAt),
  };
}

const SELECT = sql`select c.id, c.kind, c.state, c.member_id, m.account, u.account as upline,
    c.upline_id, c.offered_by, c.tiers, c.created_at, c.accepted_at, c.effective_from, c.ended_at
  from agent_contracts c
  join members m on m.id = c.member_id
  left join members u on u.id = c.upline_id`;

export async function selectContracts(
  db: Db,
  where: ReturnType<typeof sql>,
  limit = 200,
  offset = 0,
) {
  const rows = await queryRows<RawContract>(
    db,
    sql`${SELECT} where ${where} order by c.created_at desc, c.id desc limit ${limit} offset ${offset}`,
  );
  return rows.map(toRow);
}

/** How many offers and contracts match (the joins of SELECT, for a filter on the agent). */
export async function countContracts(db: Db, where: ReturnType<typeof sql>): Promise<number> {
  const [row] = await queryRows<{ total: number }>(
    db,
    sql`select count(*)::int as total from agent_contracts c join members m on m.id = c.member_id
        where ${where}`,
  );
  return Number(row?.total ?? 0);
}

export async function selectContract(db: Db, id: number, lock = false) {
  const rows = await queryRows<RawContract>(
    db,
    sql`${SELECT} where c.id = ${id} ${lock ? sql`for update of c` : sql``}`,
  );
  return rows[0] ? toRow(rows[0]) : undefined;
}

/** Locks the agent's row: offers and answers for one agent run one at a time. */
export async function lockMember(db: Db, memberId: number): Promise<void> {
  await db.execute(sql`select id from members where id = ${memberId} for update`);
}

export async function insertOffer(
  db: Db,
  row: {
    kind: ContractKind;
    memberId: number;
    uplineId: number | null;
    offeredBy: string;
    tiers: ContractTier[];
  },
  now: Date,
): Promise<number> {
  await db.execute(
    sql`update agent_contracts set state = 'replaced', ended_at = ${now}
        where member_id = ${row.memberId} and kind = ${row.kind} and state = 'pending'`,
  );
  const [inserted] = await queryRows<{ id: string }>(
    db,
    sql`insert into agent_contracts (kind, member_id, upline_id, offered_by, tiers, created_at)
        values (${row.kind}, ${row.memberId}, ${row.uplineId}, ${row.offeredBy},
                ${JSON.stringify(row.tiers)}::jsonb, ${now})
        returning id`,
  );
  return Number(inserted!.id);
}

export async function setContractState(
  db: Db,
  id: number,
  state: Contract['state'],
  fields: { endedAt?: Date; acceptedAt?: Date; effectiveFrom?: Date },
): Promise<void> {
  await db.execute(
    sql`update agent_contracts set state = ${state}
          ${fields.endedAt ? sql`, ended_at = ${fields.endedAt}` : sql``}
          ${fields.acceptedAt ? sql`, accepted_at = ${fields.acceptedAt}` : sql``}
          ${fields.effectiveFrom ? sql`, effective_from = ${fields.effectiveFrom}` : sql``}
        where id = ${id}`,
  );
}

/** Ends the agent's contract of this kind in force (a newer one was accepted). */
export async function endActive(db: Db, memberId: number, kind: ContractKind, now: Date) {
  await db.execute(
    sql`update agent_contracts set state = 'ended', ended_at = ${now}
        where member_id = ${memberId} and kind = ${kind} and state = 'active'`,
  );
}

// ---- statements

type RawStatement = {
  id: string;
  contract_id: string;
  kind: ContractKind;
  account: string;
  period: string;
  period_from: Date | string;
  period_to: Date | string;
  active_members: number;
  valid_turnover_minor: string;
  net_loss_minor: string;
  carry_in_minor: string;
  carry_out_minor: string;
  tier: number | null;
  amount_minor: string;
  state: ContractStatement['state'];
  created_at: Date | string;
};

export async function selectStatements(
  db: Db,
  where: ReturnType<typeof sql>,
  limit: number,
): Promise<ContractStatement[]> {
  const rows = await queryRows<RawStatement>(
    db,
    sql`select s.id, s.contract_id, s.kind, m.account, s.period, s.period_from, s.period_to,
          s.active_members, s.valid_turnover_minor::text, s.net_loss_minor::text,
          s.carry_in_minor::text, s.carry_out_minor::text, s.tier, s.amount_minor::text,
          s.state, s.created_at
        from agent_contract_statements s join members m on m.id = s.member_id
        where ${where}
        order by s.period_from desc, s.id desc limit ${limit}`,
  );
  const amount = (v: string) => formatAmountMinor(BigInt(v));
  return rows.map((r) => ({
    id: Number(r.id),
    contractId: Number(r.contract_id),
    kind: r.kind,
    account: r.account,
    period: r.period,
    from: new Date(r.period_from).toISOString(),
    to: new Date(r.period_to).toISOString(),
    activeMembers: Number(r.active_members),
    validTurnover: amount(r.valid_turnover_minor),
    netLoss: amount(r.net_loss_minor),
    carryIn: amount(r.carry_in_minor),
    carryOut: amount(r.carry_out_minor),
    tier: r.tier === null ? null : Number(r.tier),
    amount: amount(r.amount_minor),
    state: r.state,
    createdAt: new Date(r.created_at).toISOString(),
  }));
}

/** The end of the contract's last settled period, or null before its first. */
export async function lastSettledEnd(db: Db, contractId: number): Promise<Date | null> {
  const [row] = await queryRows<{ to: Date | string | null }>(
    db,
    sql`select max(period_to) as "to" from agent_contract_statements where contract_id = ${contractId}`,
  );
  return row?.to ? new Date(row.to) : null;
}

/** What the period before `from` carried out (dividends), 0 for the first period. */
export async function carryBefore(db: Db, contractId: number, from: Date): Promise<bigint> {
  const [row] = await queryRows<{ carry: string }>(
    db,
    sql`select carry_out_minor::text as carry from agent_contract_statements
        where contract_id = ${contractId} and period_from < ${from}
        order by period_from desc limit 1`,
  );
  return row ? BigInt(row.carry) : 0n;
}

export async function insertStatement(
  db: Db,
  row: {
    contractId: number;
    memberId: number;
    kind: ContractKind;
    period: string;
    from: Date;
    to: Date;
    activeMembers: number;
    validTurnover: bigint;
    netLoss: bigint;
    carryIn: bigint;
    carryOut: bigint;
    tier: number | null;
    amount: bigint;
    state: ContractStatement['state'];
    grantSource: string | null;
  },
): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`insert into agent_contract_statements (contract_id, member_id, kind, period, period_from,
          period_to, active_members, valid_turnover_minor, net_loss_minor, carry_in_minor,
          carry_out_minor, tier, amount_minor, state, grant_source)
        values (${row.contractId}, ${row.memberId}, ${row.kind}, ${row.period}, ${row.from},
          ${row.to}, ${row.activeMembers}, ${row.validTurnover}, ${row.netLoss}, ${row.carryIn},
          ${row.carryOut}, ${row.tier}, ${row.amount}, ${row.state}, ${row.grantSource})
        on conflict (contract_id, period) do nothing
        returning id`,
  );
  return rows.length > 0;
}

/** Contracts that may owe a period: accepted, and not stopped before their first period. */
export async function selectSettleable(db: Db, now: Date, kinds: ContractKind[]) {
  if (kinds.length === 0) return [];
  return selectContracts(
    db,
    sql`c.effective_from is not null and c.effective_from < ${now}
        and (c.ended_at is null or c.ended_at > c.effective_from)
        and c.kind in (${sql.join(
          kinds.map((k) => sql`${k}`),
          sql`, `,
        )})
        and not exists (select 1 from agent_contract_statements s
          where s.contract_id = c.id and c.ended_at is not null and s.period_to >= c.ended_at)`,
    100_000,
  );
}

export async function teamIdsOf(db: Db, agentId: number): Promise<number[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select descendant_id::text as id from member_tree where ancestor_id = ${agentId}`,
  );
  return rows.map((r) => Number(r.id));
}

/**
 * What the team was paid in the period for the bets valid turnover counts: wins of vendor rounds
 * closed in it (bets not rolled back) and wins of lottery bets settled in it.
 */
export async function teamWins(db: Db, from: Date, to: Date, memberIds: number[]): Promise<bigint> {
  if (memberIds.length === 0) return 0n;
  const ids = sql`${`{${memberIds.join(',')}}`}::bigint[]`;
  const f = from.toISOString();
  const t = to.toISOString();
  const [row] = await queryRows<{ total: string | null }>(
    db,
    sql`select (
        coalesce((select sum(vt.amount_minor) from vendor_rounds r
          join vendor_transactions vt on vt.wallet_account = r.wallet_account
            and vt.member_id = r.member_id and vt.round_id = r.round_id and vt.action = 'win'
          where r.member_id = any(${ids})
            and r.closed_at >= ${f}::timestamptz and r.closed_at < ${t}::timestamptz), 0)
      + coalesce((select sum(l.win_minor) from lottery_bets l
          where l.member_id = any(${ids}) and not l.is_trial and l.status in ('won', 'lost')
            and l.settled_at >= ${f}::timestamptz and l.settled_at < ${t}::timestamptz), 0)
      )::text as total`,
  );
  return BigInt(row?.total ?? '0');
}
