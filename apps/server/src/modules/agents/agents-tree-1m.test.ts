import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { queryRows } from '../../db/client.ts';
import { buildMember } from '../../testing/factories.ts';
import { buildTestApp } from '../../testing/test-app.ts';
import { teamKpi } from './agents.service.ts';

// The team tree at 1,000,000 members (docs/decisions/2026-11-24-agents.md), on PostgreSQL only
// and only when asked: AGENTS_TREE_1M=1 TEST_DATABASE_URL=postgres://…/agents_test npx vitest
// run apps/server/src/modules/agents/agents-tree-1m.test.ts. It loads a ten-way tree of 1M
// members set-wise (the trigger off, the closure built level by level), then checks the plans of
// "team under X" and "X's uplines" and times them and the agent home's figures.

const run = process.env.AGENTS_TREE_1M === '1' && !!process.env.TEST_DATABASE_URL;
const SIZE = 1_000_000;

let app: FastifyInstance;
let base = 0;
let rootId = 0;

describe.runIf(run)('the team tree at 1M members', () => {
  beforeAll(async () => {
    app = await buildTestApp();
    const root = await buildMember(app, { type: 1 });
    rootId = root.id;
    const [top] = await queryRows<{ id: number }>(
      app.db,
      sql`select max(id)::int as id from members`,
    );
    base = Number(top!.id) + 10;
    const started = Date.now();
    await app.db.execute(sql`alter table members disable trigger members_tree_sync`);
    await app.db.execute(sql`
      insert into members (id, account, type, password_hash, parent_id)
      select ${base} + i, 't1m_' || i, case when i <= 11110 then 2 else 0 end, 'x',
        case when i <= 10 then ${rootId} else ${base} + ((i - 11) / 10) + 1 end
      from generate_series(1, ${SIZE}) as i`);
    await app.db.execute(sql`alter table members enable trigger members_tree_sync`);
    await app.db.execute(sql`select setval('members_id_seq', (select max(id) from members))`);
    await app.db.execute(sql`
      insert into member_tree (ancestor_id, descendant_id, depth)
      select parent_id, id, 1 from members where id > ${base} and parent_id is not null`);
    for (let depth = 1; depth < 10; depth++) {
      await app.db.execute(sql`
        insert into member_tree (ancestor_id, descendant_id, depth)
        select m.parent_id, t.descendant_id, t.depth + 1
        from member_tree t join members m on m.id = t.ancestor_id
        where t.depth = ${depth} and m.parent_id is not null and t.descendant_id > ${base}`);
    }
    await app.db.execute(sql`analyze members`);
    await app.db.execute(sql`analyze member_tree`);
    console.log(`1M tree loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }, 3_600_000);

  afterAll(async () => {
    await app?.close();
  });

  async function explain(query: SQL): Promise<string> {
    const rows = await queryRows<{ 'QUERY PLAN': string }>(
      app.db,
      sql`explain (analyze, buffers) ${query}`,
    );
    return rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it('reads a team and the uplines through the indexes', async () => {
    const [rows] = await queryRows<{ n: number }>(
      app.db,
      sql`select count(*)::int as n from member_tree where ancestor_id = ${rootId}`,
    );
    expect(Number(rows!.n)).toBe(SIZE);
    const level2 = base + 11; // 11,111 members below it
    const team = await explain(
      sql`select descendant_id, depth from member_tree where ancestor_id = ${level2}`,
    );
    console.log(`team of a level-2 agent:\n${team}`);
    expect(team).toMatch(/member_tree_pk/);
    const leaf = base + SIZE;
    const up = await explain(
      sql`select ancestor_id, depth from member_tree where descendant_id = ${leaf} order by depth`,
    );
    console.log(`uplines of a leaf:\n${up}`);
    expect(up).toMatch(/member_tree_descendant_idx/);
  });

  it('times the agent home figures for a team of 111,110 and of 1M', async () => {
    for (const [label, id] of [
      ['level-1 agent (111,110 below)', base + 1],
      ['root (1,000,000 below)', rootId],
    ] as const) {
      const started = performance.now();
      await teamKpi(app.db, id, new Date());
      console.log(`agent home KPI, ${label}: ${(performance.now() - started).toFixed(0)} ms`);
    }
  }, 600_000);
});
