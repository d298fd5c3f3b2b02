import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client.ts';
import { agentInvitations, agentPermissions } from '../../db/schema.ts';

/**
 * The team tree's reads (docs/decisions/2026-11-24-agents.md). "The whole team under X" reads the
 * closure table's primary key by its prefix (ancestor_id); "X's uplines" reads
 * member_tree_descendant_idx. Both are one indexed query whatever the tree's size.
 */

/** The SQL of X's whole team: (descendant_id, depth) rows. */
export function teamOf(ancestorId: number) {
  return sql`select descendant_id, depth from member_tree where ancestor_id = ${ancestorId}`;
}

/** The SQL of X's uplines, nearest first: (ancestor_id, depth) rows. */
export function uplinesOf(memberId: number) {
  return sql`select ancestor_id, depth from member_tree where descendant_id = ${memberId} order by depth`;
}

/** The depth of `memberId` under `agentId`, or null when it is not in the agent's team. */
export async function depthUnder(
  db: Db,
  agentId: number,
  memberId: number,
): Promise<number | null> {
  const [row] = await queryRows<{ depth: number }>(
    db,
    sql`select depth from member_tree where ancestor_id = ${agentId} and descendant_id = ${memberId}`,
  );
  return row ? Number(row.depth) : null;
}

export async function teamCounts(
  db: Db,
  agentId: number,
): Promise<{ teamSize: number; directCount: number }> {
  const [row] = await queryRows<{ team: number; direct: number }>(
    db,
    sql`select count(*)::int as team, (count(*) filter (where depth = 1))::int as direct
        from member_tree where ancestor_id = ${agentId}`,
  );
  return { teamSize: Number(row?.team ?? 0), directCount: Number(row?.direct ?? 0) };
}

export async function selectPermissionKeys(db: Db, memberId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ keys: agentPermissions.keys })
    .from(agentPermissions)
    .where(sql`${agentPermissions.memberId} = ${memberId}`);
  return row ? row.keys : null;
}

export async function upsertPermissionKeys(
  db: Db,
  memberId: number,
  keys: string[],
  updatedBy: string,
): Promise<void> {
  await db
    .insert(agentPermissions)
    .values({ memberId, keys, updatedBy })
    .onConflictDoUpdate({
      target: agentPermissions.memberId,
      set: { keys, updatedBy, updatedAt: sql`now()` },
    });
}

export async function findInvitationByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(agentInvitations)
    .where(sql`upper(${agentInvitations.code}) = upper(${code})`)
    .limit(1);
  return row;
}
