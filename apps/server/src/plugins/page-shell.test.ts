import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import type { LotterySchedule } from '@app/contracts';
import {
  FRAME_TITLES,
  LOTTERY_SHELL_TEXT,
  PAGE_FRAMES,
  START_SCRIPT,
  lotteryWeekShell,
} from './page-shell.ts';

type Game = LotterySchedule['days'][number]['games'][number];

const game = (gameName: string, drawTime: string | null): Game => ({
  gameId: gameName,
  nodeId: '1',
  gameCode: gameName,
  gameName,
  region: 'north',
  gameGroupId: 1,
  drawTime,
});

describe("the lottery lobby's week schedule in its frame", () => {
  it('draws a column a weekday, Monday first, today marked, each timed draw with its time', () => {
    const html = lotteryWeekShell({
      today: 1,
      days: [
        { dayOfWeek: 1, games: [game('Xổ số Miền Bắc', '18:15'), game('Nhanh 1 phút', null)] },
        { dayOfWeek: 3, games: [game('A <b>&</b> "B"', '17:15')] },
      ],
    })!;
    const days = [...html.matchAll(/<h3>([^<]+)/g)].map((m) => m[1]);
    expect(days).toEqual(['Thứ 2', 'Thứ 3', 'Thứ 4', 'Thứ 5', 'Thứ 6', 'Thứ 7', 'Chủ nhật']);
    expect(html).toContain(
      '<div class="shell-week__day is-today"><h3>Chủ nhật<span>Hôm nay</span></h3>' +
        '<ul><li><span>Xổ số Miền Bắc</span><small>18:15</small></li></ul>',
    );
    // Interval draws have no weekday of their own; names are escaped; an empty day shows a dash.
    expect(html).not.toContain('Nhanh 1 phút');
    expect(html).toContain('<span>A &lt;b&gt;&amp;&lt;/b&gt; &quot;B&quot;</span>');
    expect(html.match(/<li>—<\/li>/g)).toHaveLength(5);
    expect(html).toContain(`<h2>${LOTTERY_SHELL_TEXT.title}</h2>`);
  });

  it('is left out when no day has a timed draw, as the lobby leaves out its schedule', () => {
    expect(lotteryWeekShell({ today: 2, days: [] })).toBeNull();
    expect(
      lotteryWeekShell({ today: 2, days: [{ dayOfWeek: 2, games: [game('Nhanh', null)] }] }),
    ).toBeNull();
  });

  it("says what the lobby says (the site's Vietnamese strings)", () => {
    const vi = JSON.parse(
      readFileSync(
        new URL('../../../web/src/features/lottery/locales/vi.json', import.meta.url),
        'utf8',
      ),
    ) as { lottery: { schedule: { title: string; today: string; days: Record<string, string> } } };
    const { title, today, days } = vi.lottery.schedule;
    expect(LOTTERY_SHELL_TEXT.title).toBe(title);
    expect(LOTTERY_SHELL_TEXT.today).toBe(today);
    expect(
      Object.fromEntries(Object.entries(LOTTERY_SHELL_TEXT.days).map(([k, v]) => [k, v])),
    ).toEqual(days);
  });
});

describe("the framed pages' titles", () => {
  it("are the site's Vietnamese route titles", () => {
    const vi = JSON.parse(
      readFileSync(new URL('../../../web/src/locales/vi.json', import.meta.url), 'utf8'),
    ) as { routes: Record<string, string> };
    for (const [id, title] of Object.entries(FRAME_TITLES)) expect(title, id).toBe(vi.routes[id]);
  });

  it('name the member home and the content pages without a picture, not the pictured ones', () => {
    const titleOf = (path: string) => {
      const frame = PAGE_FRAMES[path];
      return frame?.kind === 'titled' ? frame.title : undefined;
    };
    expect(titleOf('/m/member/home')).toBe(FRAME_TITLES.memberHome);
    expect(titleOf('/m/customer')).toBe(FRAME_TITLES.customer);
    expect(titleOf('/m/mall/mallHome')).toBe(FRAME_TITLES.mall);
    // Their largest paint is a picture, or a title that changes with the page's address.
    for (const path of ['/m/gameList', '/m/lottery', '/m/activity', '/m/help']) {
      expect(titleOf(path), path).toBeUndefined();
    }
  });
});

describe('the start script', () => {
  it('adds the module script first, then one modulepreload a task', async () => {
    const scripts = { entry: '/m/assets/app.js', preload: ['/m/a.js', '/m/b.js', '/m/c.js'] };
    // The page as the script sees it: a visible tab, a frame without pictures, and the browser's
    // frames and tasks, run one at a time by the test (the 2.5 s fallback is left waiting).
    const added: string[] = [];
    const frames: (() => void)[] = [];
    const tasks: (() => void)[] = [];
    const document = {
      visibilityState: 'visible',
      getElementById: (id: string) =>
        id === 'app-scripts' ? { textContent: JSON.stringify(scripts) } : null,
      querySelectorAll: () => [],
      createElement: (tag: string) => ({ tag }) as Record<string, string>,
      head: {
        appendChild: (el: Record<string, string>) =>
          added.push(el.tag === 'script' ? `${el.type} ${el.src}` : `${el.rel} ${el.href}`),
      },
    };
    // The storage the app reads first, read once while the entry downloads.
    const storageReads: string[] = [];
    const storage = (name: string) => ({
      getItem: (key: string) => (storageReads.push(`${name} ${key}`), null),
    });
    runInNewContext(START_SCRIPT, {
      document,
      localStorage: storage('local'),
      sessionStorage: storage('session'),
      Promise,
      JSON,
      requestAnimationFrame: (fn: () => void) => frames.push(fn),
      setTimeout: (fn: () => void, ms?: number) => (ms ? 0 : tasks.push(fn)),
    });
    // One frame after the frame's pictures (none here) are decoded, then in a task of its own.
    await vi.waitFor(() => expect(frames).toHaveLength(1));
    frames.shift()!();
    expect(added).toEqual([]);
    tasks.shift()!();
    expect(added).toEqual(['module /m/assets/app.js', 'modulepreload /m/a.js']);
    expect(storageReads).toEqual([]);
    // The storage read is a task of its own, after the entry was asked for.
    tasks.shift()!();
    expect(storageReads).toEqual(['local theme', 'session NOTICE_POPUP_SHOWN']);
    expect(added).toHaveLength(2);
    tasks.shift()!();
    expect(added).toHaveLength(3);
    tasks.shift()!();
    tasks.shift()!();
    expect(added).toEqual([
      'module /m/assets/app.js',
      'modulepreload /m/a.js',
      'modulepreload /m/b.js',
      'modulepreload /m/c.js',
    ]);
    expect(tasks).toEqual([]);
  });
});
