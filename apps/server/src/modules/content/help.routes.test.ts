import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AdminHelpSchema, HelpCenterSchema } from '@app/contracts';
import { buildTestApp, OPERATOR_AUTH } from '../../testing/test-app.ts';
import { bearer } from '../../testing/auth-helpers.ts';
import { freshAddress, signInDemoOperator } from '../../testing/operators.ts';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = OPERATOR_AUTH,
) =>
  app.inject({
    method,
    url,
    headers,
    remoteAddress: freshAddress(),
    ...(payload ? { payload } : {}),
  });

async function helpCenter(language: string) {
  const res = await app.inject({
    method: 'GET',
    url: `/wps/content/help?language=${language}&device=MOBILE`,
  });
  expect(res.statusCode, res.body).toBe(200);
  return HelpCenterSchema.parse(res.json().value);
}

describe('help center (spec §2, §7)', () => {
  it('serves the groups and items in order, and Vietnamese for a language without help', async () => {
    const vi = await helpCenter('TY');
    expect(vi.language).toBe('vi');
    expect(vi.groups.map((g) => g.groupName)).toEqual([
      'account',
      'deposit',
      'withdraw',
      'games',
      'responsible',
    ]);
    expect(vi.groups[0]!.title).toBe('Tài khoản');
    expect(vi.groups.flatMap((g) => g.items).length).toBeGreaterThanOrEqual(15);
    const en = await helpCenter('EN');
    expect(en.language).toBe('en');
    expect(en.groups[0]!.title).toBe('Account');
    const th = await helpCenter('th');
    expect(th).toEqual(vi);
  });

  it('lets an operator add, change and delete groups and items, audited', async () => {
    const group = await call('POST', '/wps/admin/content/help/groups', {
      groupName: 'vip',
      language: 'vi',
      title: 'VIP',
      sort: 1,
    });
    expect(group.statusCode, group.body).toBe(201);
    // A group without items is not shown.
    expect((await helpCenter('TY')).groups.map((g) => g.groupName)).not.toContain('vip');
    const item = await call('POST', '/wps/admin/content/help/items', {
      groupName: 'vip',
      title: 'Lên hạng VIP',
      content: '<p>Cược đủ doanh thu <b>mỗi tháng</b>.</p><img src=x onerror=alert(1)>',
    });
    expect(item.statusCode, item.body).toBe(201);
    expect(item.json().value.content).not.toContain('onerror');
    const shown = await helpCenter('TY');
    expect(shown.groups[0]).toMatchObject({ groupName: 'vip', title: 'VIP' });
    const itemId = item.json().value.id as number;
    const patch = await call('PATCH', `/wps/admin/content/help/items/${itemId}`, {
      title: 'Hạng VIP',
    });
    expect(patch.json().value.title).toBe('Hạng VIP');
    const groupId = group.json().value.id as number;
    const renamed = await call('PATCH', `/wps/admin/content/help/groups/${groupId}`, {
      title: 'Câu lạc bộ VIP',
    });
    expect(renamed.json().value.title).toBe('Câu lạc bộ VIP');
    const admin = AdminHelpSchema.parse(
      (await call('GET', '/wps/admin/content/help?language=vi')).json().value,
    );
    expect(admin.items.map((i) => i.id)).toContain(itemId);
    const del = await call('DELETE', `/wps/admin/content/help/groups/${groupId}`);
    expect(del.json().value).toEqual({ id: groupId, deleted: true });
    const after = AdminHelpSchema.parse(
      (await call('GET', '/wps/admin/content/help')).json().value,
    );
    expect(after.items.map((i) => i.id)).not.toContain(itemId);
    for (const action of [
      'help.group_create',
      'help.item_create',
      'help.item_update',
      'help.group_update',
      'help.group_delete',
    ]) {
      const audit = await call('GET', `/wps/admin/audit?action=${action}`);
      expect(audit.json().value.list.length, action).toBeGreaterThan(0);
    }
  });

  it('refuses with stable codes', async () => {
    const dup = await call('POST', '/wps/admin/content/help/groups', {
      groupName: 'account',
      title: 'x',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().code).toBe('help.group_exists');
    const orphan = await call('POST', '/wps/admin/content/help/items', {
      groupName: 'account',
      language: 'ja',
      title: 'x',
      content: '<p>x</p>',
    });
    expect(orphan.json().code).toBe('help.group_missing');
    for (const url of [
      '/wps/admin/content/help/items/999999',
      '/wps/admin/content/help/groups/999999',
    ]) {
      const res = await call('PATCH', url, { title: 'x' });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('help.not_found');
    }
    for (const body of [
      { groupName: 'Account Group', title: 'x' },
      { groupName: 'account', title: '' },
      { groupName: 'account', title: 'x', language: 'xx' },
    ]) {
      const res = await call('POST', '/wps/admin/content/help/groups', body);
      expect(res.json().code, JSON.stringify(body)).toBe('request.invalid');
    }
    const empty = await call('POST', '/wps/admin/content/help/items', {
      groupName: 'account',
      title: 'x',
      content: '<script>alert(1)</script>',
    });
    expect(empty.json().code).toBe('request.invalid');
    const support = await signInDemoOperator(app, 'support', new Date());
    const refused = await call(
      'POST',
      '/wps/admin/content/help/groups',
      { groupName: 'z', title: 'z' },
      bearer(support),
    );
    expect(refused.json().code).toBe('operator.forbidden');
  });
});
