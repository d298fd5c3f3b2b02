import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { buildTestApp, OPERATOR_AUTH } from '../testing/test-app.ts';
import { bearer } from '../testing/auth-helpers.ts';
import { buildMember } from '../testing/factories.ts';
import { executableIn, XSS_CORPUS } from '../testing/xss-corpus.ts';
import { insertMember } from '../modules/auth/auth.repository.ts';
import { openSession } from '../modules/auth/session.service.ts';
import { SERVER_SRC } from '../lib/source-dir.ts';

// The XSS corpus through every field that is stored and later shown to a player or an operator
// (docs/decisions/2026-11-24-api-fuzzing.md). The sites render text fields as text (React escapes
// them) and HTML only through the sanitiser (the last test holds them to that); so each text field
// must come back exactly as written, or be refused, and never turned into markup on the way:
// - HTML fields (announcement content): nothing executable once stored;
// - text drawn into the generated SVG artwork (banner titles, the site name): nothing executable
//   in the image either;
// - link fields (banner links, customer service, resources): a javascript:, data: or vbscript:
//   address is refused.

const app = await buildTestApp();
afterAll(async () => app.close());

const ok = (res: LightMyRequestResponse, where: string) =>
  expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBe(200);

/** A vector written to a text field: refused (400), or kept exactly as written (trimmed). */
function storedAsText(res: LightMyRequestResponse, vector: string): boolean {
  if (res.statusCode === 400) return false;
  expect(res.statusCode, `${JSON.stringify(vector)}: ${res.body.slice(0, 300)}`).toBeLessThan(300);
  return true;
}

const admin = (method: 'POST' | 'PATCH' | 'PUT', url: string, payload: unknown) =>
  app.inject({ method, url, payload: payload as object, headers: OPERATOR_AUTH });

describe('the XSS corpus through every stored field that is shown', () => {
  it('announcements: the title kept as text, the content sanitised, as players read them', async () => {
    let stored = 0;
    for (const [i, vector] of XSS_CORPUS.entries()) {
      const created = await admin('POST', '/wps/admin/content/announcements', {
        type: 'PL',
        title: `${vector} #${i}`,
        content: vector,
      });
      if (!storedAsText(created, vector)) continue;
      stored += 1;
      const row = created.json().value as { id: number; title: string; content: string };
      expect(row.title).toBe(`${vector} #${i}`.trim());
      expect(executableIn(row.content), row.content).toEqual([]);
    }
    expect(stored).toBeGreaterThan(XSS_CORPUS.length / 2);
    const player = await app.inject({ method: 'GET', url: '/wps/content/announcements' });
    ok(player, 'player announcements');
    const shown = (player.json().value as { list: Array<{ title: string; content: string }> }).list;
    expect(shown.length).toBeGreaterThan(0);
    for (const item of shown) expect(executableIn(item.content), item.content).toEqual([]);
  });

  it('inbox messages: the title kept as text, the content sanitised, as the member opens them', async () => {
    const member = await buildMember(app);
    let stored = 0;
    for (const [i, vector] of XSS_CORPUS.entries()) {
      const sent = await admin('POST', '/wps/admin/inbox/messages', {
        title: `${vector} #${i}`,
        content: vector,
        target: 'member',
        account: member.account,
      });
      if (sent.statusCode === 400) continue;
      expect(sent.statusCode, sent.body.slice(0, 300)).toBe(201);
      stored += 1;
      const row = sent.json().value as { id: number; title: string; content: string };
      expect(row.title).toBe(`${vector} #${i}`.trim());
      expect(executableIn(row.content), row.content).toEqual([]);
      const opened = await app.inject({
        method: 'GET',
        url: `/wps/member/inbox/${row.id}`,
        headers: bearer(member.token),
      });
      ok(opened, 'member opens a message');
      const shown = opened.json().value as { content: string };
      expect(executableIn(shown.content), shown.content).toEqual([]);
    }
    expect(stored).toBeGreaterThan(XSS_CORPUS.length / 2);
    // The list's preview is plain text, which the site renders as text (React escapes it).
    const list = await app.inject({
      method: 'GET',
      url: '/wps/member/inbox?pageSize=100',
      headers: bearer(member.token),
    });
    ok(list, 'member inbox');
    expect((list.json().value as { total: number }).total).toBeGreaterThanOrEqual(stored);
  });

  it('banner titles: text in the lists, escaped in the generated banner artwork', async () => {
    let stored = 0;
    for (const [i, vector] of XSS_CORPUS.entries()) {
      const created = await admin('POST', '/wps/admin/content/banners', {
        groupName: 'm_home',
        title: vector,
        imageUrl: `/wps/media/banner/xss-${i}.svg`,
      });
      if (!storedAsText(created, vector)) continue;
      stored += 1;
      expect(created.json().value.title).toBe(vector.trim());
      const art = await app.inject({ method: 'GET', url: `/wps/media/banner/xss-${i}.svg` });
      ok(art, `banner art ${i}`);
      expect(executableIn(art.body, ['svg']), art.body).toEqual([]);
    }
    expect(stored).toBeGreaterThan(XSS_CORPUS.length / 2);
    const banners = await app.inject({
      method: 'GET',
      url: '/wps/content/banners?groupName=m_home',
    });
    ok(banners, 'player banners');
    const titles = (banners.json().value as Array<{ title: string }>).map((b) => b.title);
    expect(titles.some((t) => t.includes('<script'))).toBe(true);
  });

  it('site settings texts: site name (and its app icon), tagline, channel titles, payment methods', async () => {
    let stored = 0;
    for (const vector of XSS_CORPUS) {
      const short = vector.slice(0, 40);
      const patched = await admin('PATCH', '/wps/admin/settings/site', {
        siteName: vector.slice(0, 60),
        mobileTemplate: { app_desc: vector.slice(0, 120) },
        customerService: [{ csType: 'LIVECHAT', title: vector.slice(0, 60), path: '/m/service' }],
        paymentMethods: [short],
      });
      if (!storedAsText(patched, vector)) continue;
      stored += 1;
      const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
      ok(status, 'status');
      const info = status.json().value.info as {
        siteName: string;
        mobileTemplate: { app_desc: string };
        customerService: Array<{ title: string }>;
        paymentMethods: string[];
      };
      expect(info.siteName).toBe(vector.slice(0, 60).trim());
      expect(info.mobileTemplate.app_desc).toBe(vector.slice(0, 120).trim());
      expect(info.customerService[0]!.title).toBe(vector.slice(0, 60).trim());
      expect(info.paymentMethods).toEqual([short.trim()]);
      const icon = await app.inject({ method: 'GET', url: '/wps/media/app/icon.svg' });
      ok(icon, 'app icon');
      expect(executableIn(icon.body, ['svg']), icon.body).toEqual([]);
    }
    expect(stored).toBeGreaterThan(XSS_CORPUS.length / 2);
  });

  it('the maintenance page’s title and text, shown to every visitor', async () => {
    for (const vector of XSS_CORPUS) {
      const patched = await admin('PATCH', '/wps/admin/system/gate', {
        maintenance: { enabled: true, title: vector.slice(0, 200), text: vector },
      });
      if (!storedAsText(patched, vector)) continue;
      const status = await app.inject({ method: 'GET', url: '/wps/system/status' });
      ok(status, 'status');
      const { maintenance } = status.json().value as {
        maintenance: { title: string; text: string };
      };
      expect(maintenance.title).toBe(vector.slice(0, 200).trim());
      expect(maintenance.text.trim()).toBe(vector.trim());
    }
    ok(await admin('PATCH', '/wps/admin/system/gate', { maintenance: { enabled: false } }), 'gate');
  });

  it('member notes, block reasons and nicknames, as operators and the member see them', async () => {
    const member = await buildMember(app);
    let stored = 0;
    for (const vector of XSS_CORPUS) {
      const note = await admin('POST', `/wps/admin/members/${member.account}/notes`, {
        text: vector,
      });
      if (storedAsText(note, vector)) stored += 1;
    }
    expect(stored).toBeGreaterThan(XSS_CORPUS.length / 2);
    const detail = await app.inject({
      method: 'GET',
      url: `/wps/admin/members/${member.account}`,
      headers: OPERATOR_AUTH,
    });
    ok(detail, 'member detail');
    const notes = (detail.json().value.notes as Array<{ text: string }>).map((n) => n.text);
    for (const text of notes) expect(XSS_CORPUS.map((v) => v.trim())).toContain(text);

    // A nickname is chosen at registration; stored here directly, read where it is shown.
    for (const [i, vector] of XSS_CORPUS.slice(0, 20).entries()) {
      const row = await insertMember(app.db, {
        account: `xssnick${i}`,
        nickname: vector.slice(0, 64),
        type: 0,
        passwordHash: '!test',
        status: 'active',
      }).catch(() => null);
      if (!row) continue;
      const token = await openSession(app.db, row, { ip: '127.0.0.1', userAgent: 'test' });
      const info = await app.inject({
        method: 'GET',
        url: '/wps/member/info',
        headers: bearer(token),
      });
      ok(info, 'member info');
      expect(info.json().value.nickname).toBe(vector.slice(0, 64));
      const byOperator = await app.inject({
        method: 'GET',
        url: `/wps/admin/members/xssnick${i}`,
        headers: OPERATOR_AUTH,
      });
      ok(byOperator, 'member detail');
      expect(byOperator.json().value.profile.nickname).toBe(vector.slice(0, 64));
    }
  });

  it('refuses script addresses in every stored link', async () => {
    const addresses = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java\tscript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      '//evil.example/x',
      'https://user:pass@evil.example/',
    ];
    for (const link of addresses) {
      const banner = await admin('POST', '/wps/admin/content/banners', {
        groupName: 'm_home',
        title: 'x',
        imageUrl: '/wps/media/banner/xss-link.svg',
        link,
      });
      expect(banner.statusCode, `banner link ${link}`).toBe(400);
      const channel = await admin('PATCH', '/wps/admin/settings/site', {
        customerService: [{ csType: 'LIVECHAT', title: 'x', path: link }],
      });
      expect(channel.statusCode, `channel ${link}`).toBe(400);
      const resource = await admin('PATCH', '/wps/admin/settings/site', {
        resources: [{ resourceType: 'Android', url: link }],
      });
      expect(resource.statusCode, `resource ${link}`).toBe(400);
    }
  });
});

describe('the sites render HTML only through the sanitiser', () => {
  /** Every source file of the site and the back office (tests aside). */
  function sources(dir: string): string[] {
    return readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });
  }

  it('passes every dangerouslySetInnerHTML through sanitizeHtml, and writes no other HTML sink', () => {
    const root = join(SERVER_SRC, '..', '..');
    const files = [...sources(join(root, 'web', 'src')), ...sources(join(root, 'admin', 'src'))];
    expect(files.length).toBeGreaterThan(50);
    const sinks: string[] = [];
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      for (const line of text.split('\n')) {
        if (/dangerouslySetInnerHTML/.test(line) && !/__html: sanitizeHtml\(/.test(line)) {
          sinks.push(`${file}: ${line.trim()}`);
        }
        if (/\.(innerHTML|outerHTML)\s*=|insertAdjacentHTML|document\.write/.test(line)) {
          sinks.push(`${file}: ${line.trim()}`);
        }
      }
    }
    expect(sinks).toEqual([]);
  });
});
