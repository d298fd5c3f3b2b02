import { createHash } from 'node:crypto';
import {
  BOOT_DATA,
  type Banner,
  type LotterySchedule,
  type PrizeMode,
  type Promotion,
  STORAGE_KEYS,
} from '@app/contracts';
import { escapeHtml } from '../lib/html.ts';

/**
 * The home page's frame, painted from the first HTML before any script runs (issue: first paint
 * on a slow phone): the header with the site's name, the first banner (the page's largest
 * picture), the marquee, the category row, a section of cards and the bottom menu, in the light
 * theme's colours and at the sizes the real page uses, so that nothing jumps when the app
 * replaces it. It has no words but the site's name: the visitor's language is known only to the
 * page. See docs/decisions/2026-11-24-first-paint.md.
 */
export const SHELL_CSS = [
  'body{margin:0;background:#eef4f2;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif}',
  '.shell{min-height:100vh;padding-bottom:60px}',
  '.shell-header{position:sticky;top:0;display:flex;align-items:center;gap:8px;height:52px;padding:0 10px;background:linear-gradient(135deg,#0f3d3e 0%,#0b3335 55%,#072628 100%);color:#f3faf8}',
  '.shell-mark{width:32px;height:32px;border-radius:50%;background:linear-gradient(160deg,#f8e3a3,#e0ad3e 70%,#b9842a)}',
  // The site's name in the app's type (home-header.css), so that the app's header draws no new
  // size or weight of the font: the first use of each is a font lookup (a synchronous call to
  // Chromium's browser process on Linux).
  '.shell-name{flex:1;font-size:16px;font-weight:800;letter-spacing:.01em;color:#f1cd6b;white-space:nowrap;overflow:hidden;text-overflow:ellipsis}',
  '@media (max-width:374px){.shell-name{font-size:15px}}',
  '.shell-pill{width:82px;height:34px;border-radius:999px;border:2px solid #e0ad3e;box-sizing:border-box}',
  '.shell-pill--gold{background:linear-gradient(160deg,#f8e3a3,#e0ad3e 70%,#b9842a);border:0}',
  '.shell-menu{width:40px;height:40px}',
  '.shell-banner{position:relative;margin:12px 12px 0;aspect-ratio:5/2;border-radius:12px;overflow:hidden;background:#f4f8f7}',
  '.shell-banner img{display:block;width:100%;height:100%;object-fit:cover}',
  // The help center's banner spans the page's width at 5:2 (apps/web/src/features/help), its
  // height rounded up to whole pixels: Chromium counts the page's picture at whole pixels, which
  // would otherwise make it larger than the frame's by a fraction of a pixel, a new largest paint.
  '.shell-banner--wide{margin:0;border-radius:0;aspect-ratio:auto}',
  '.shell-banner--wide img{height:round(up,40vw,1px)}',
  '.shell-marquee{margin:10px 12px 0;height:38px;border-radius:999px;background:#fff;border:1px solid rgba(15,61,62,.12);box-sizing:border-box}',
  '.shell-tabs{display:flex;gap:8px;padding:12px 12px 0;overflow:hidden}',
  '.shell-tab{flex:0 0 66px;height:69px;border-radius:12px;background:#fff;border:1px solid rgba(15,61,62,.12);box-sizing:border-box}',
  '.shell-title{display:block;width:120px;height:22px;margin:26px 12px 12px;border-radius:6px;background:#e5efec}',
  '.shell-cards{display:flex;gap:10px;padding:0 12px;overflow:hidden}',
  '.shell-card{flex:0 0 98px;height:98px;border-radius:12px;background:#e5efec}',
  '.shell-bottom{position:fixed;left:0;right:0;bottom:0;height:60px;background:rgba(255,255,255,.92);border-top:1px solid rgba(15,61,62,.12)}',
  // The other main pages: a title bar (the page's title, else the site's name, where the app's is), the
  // page's top banner when it has one, blocks where its sections come, and the auth page's brand.
  '.shell-bar{position:sticky;top:0;display:grid;grid-template-columns:48px 1fr 48px;align-items:center;height:52px;padding:0 4px;background:linear-gradient(135deg,#0f3d3e 0%,#0b3335 55%,#072628 100%);color:#f3faf8;font-size:17px;font-weight:700;text-align:center}',
  // Spaced as the app's title (title-bar.css), so that the page's own title, drawn over the frame's
  // at the same size, is not a new largest paint.
  '.shell-bar span{grid-column:2;overflow:hidden;white-space:nowrap;text-overflow:ellipsis;letter-spacing:.01em}',
  '.shell-block{display:block;height:96px;margin:12px 12px 0;border-radius:12px;background:#e5efec}',
  '.shell-block--tall{height:220px}',
  '.shell-brand{display:grid;justify-items:center;gap:10px;padding:24px 16px 8px}',
  '.shell-brand .shell-mark{width:72px;height:72px}',
  '.shell-brand strong{font-size:24px;font-weight:800;color:#9a6a1c}',
  '.shell-form{display:block;height:360px;margin:16px;border-radius:16px;background:#fff;border:1px solid rgba(15,61,62,.12)}',
  // Promotions: the category row, then the first cards with their pictures at the list's sizes.
  '.shell-chips{display:block;height:57px}',
  '.shell-promos{display:grid;gap:12px;margin:0 12px 16px;padding:0;list-style:none}',
  '.shell-promo{overflow:hidden;background:#fff;border:1px solid rgba(15,61,62,.12);border-radius:12px}',
  '.shell-promo img{display:block;width:100%;height:auto;aspect-ratio:690/260;background:#f4f8f7}',
  '.shell-promo span{display:block;height:64px}',
  // The lottery lobby: room for its toolbar, tabs and current draws, then its week schedule as the
  // lobby draws it (apps/web/src/features/lottery/components/lottery.css), today's column in view.
  '.shell-lottery-top{display:grid;grid-template-rows:141.6px 84.7px;padding:0 16px}',
  '.shell-lottery-top span{margin-top:12px;border-radius:12px;background:#e5efec}',
  '.shell-week{margin:16px 16px 0;color:#0c2627;font-size:15px;line-height:1.45}',
  '.shell-week h2{margin:0 0 8px;font-size:16px;font-weight:800}',
  '.shell-week__row{display:grid;grid-auto-flow:column;grid-auto-columns:minmax(136px,1fr);gap:8px;overflow-x:auto;padding-bottom:4px;scroll-snap-type:x mandatory}',
  '.shell-week__day{padding:8px;border-radius:12px;background:#fff;box-shadow:inset 0 0 0 1px rgba(15,61,62,.12)}',
  '.shell-week__day.is-today{background:#f4f8f7;box-shadow:inset 0 0 0 2px #e0ad3e;scroll-snap-align:start}',
  '.shell-week h3{display:flex;justify-content:space-between;margin:0 0 6px;font-size:13px;font-weight:800}',
  '.shell-week h3 span{color:#8f6218;font-size:11px}',
  '.shell-week ul{display:grid;gap:4px;margin:0;padding:0;list-style:none}',
  '.shell-week li{display:flex;justify-content:space-between;gap:4px;padding:4px 6px;font-size:12.5px}',
  '.shell-week small{color:#577370}',
].join('');

/** The inline style's hash for the page policy (`style-src`): the only inline style it allows. */
export const SHELL_CSS_HASH = `'sha256-${createHash('sha256').update(SHELL_CSS).digest('base64')}'`;

/** A picture the page may show before it runs: one of this site's own paths. */
export function ownPicture(url: string | undefined): string | null {
  return url && /^\/(?!\/)[^\s"'<>\\]*$/.test(url) ? url : null;
}

/** The frame's largest picture, at the size the page draws it, fetched and decoded first. */
function shellPicture(url: string, width: number, height: number): string {
  return `<img src="${escapeHtml(url)}" alt="" width="${width}" height="${height}" fetchpriority="high" decoding="async">`;
}

/** A banner image the page may show before it runs: one of this site's own paths. */
export function shellImage(banner: Banner | undefined): string | null {
  return ownPicture(banner?.url);
}

/** The frame's markup (inside #root); the app replaces it when it first renders. */
export function homeShell(siteName: string, banner: Banner | undefined): string {
  const image = shellImage(banner);
  const repeat = (n: number, html: string) => html.repeat(n);
  return (
    '<div class="shell" aria-hidden="true">' +
    '<div class="shell-header"><span class="shell-mark"></span>' +
    `<span class="shell-name">${escapeHtml(siteName)}</span>` +
    '<span class="shell-pill"></span><span class="shell-pill shell-pill--gold"></span>' +
    '<span class="shell-menu"></span></div>' +
    '<div class="shell-banner">' +
    (image ? shellPicture(image, 500, 200) : '') +
    '</div>' +
    '<div class="shell-marquee"></div>' +
    `<div class="shell-tabs">${repeat(6, '<span class="shell-tab"></span>')}</div>` +
    '<span class="shell-title"></span>' +
    `<div class="shell-cards">${repeat(4, '<span class="shell-card"></span>')}</div>` +
    '<div class="shell-bottom"></div>' +
    '</div>'
  );
}

/** The kinds of frame other than the home's (`PAGE_FRAMES` says which path gets which). */
export type PageFrame = (
  | {
      kind: 'titled';
      bottomMenu: boolean;
      /** The top banner group the frame shows the first picture of (the game list's, help's). */
      banner: 'm_hot' | 'm_help' | false;
      /** The first promotions' card pictures where the list will show them. */
      promotions?: boolean;
      /**
       * The lottery lobby's weekly schedule of this prize mode, in the default language, as boot
       * data: the lobby shows it on its first render instead of after a call.
       */
      lotterySchedule?: PrizeMode;
      /**
       * The vendor configuration as boot data (`boot-vendor-config`): the game list's category
       * and vendor tabs mount with the page instead of after a call.
       */
      vendorConfig?: boolean;
      /**
       * The promotion of `?id=`, in the default language, as boot data (`boot-promotion`): the
       * detail page shows it on its first render instead of after a call, its banner painted by
       * the frame where the page shows it.
       */
      promotionDetail?: boolean;
      /**
       * The page's title in the default language (`FRAME_TITLES`), painted in the title bar where
       * the app will paint it: on a page whose largest paint is its title, the largest paint then
       * comes with the HTML. Left out for a visitor who reads English (the site's name instead).
       */
      title?: string;
    }
  | { kind: 'auth' }
) & {
  /** The page module the site loads for the path (apps/web/src/app/routes/<page>.tsx). */
  page: string;
};

/** A page module's scripts and stylesheets beyond the entry's (the build's route-chunks.json). */
export type PageAssets = { js: readonly string[]; css: readonly string[] };

/**
 * The titles of the framed pages whose title is the largest text on their first screen, in the
 * default language: the site's (apps/web/src/locales/vi.json `routes`, held equal by a test), by
 * the route's id.
 */
export const FRAME_TITLES = {
  memberHome: 'Trung tâm thành viên',
  customer: 'Chăm sóc khách hàng',
  app: 'Tải ứng dụng',
  other: 'Khác',
  set: 'Cài đặt',
  webEmail: 'Hộp thư',
  messageDetail: 'Chi tiết tin nhắn',
  myAccount: 'Tài khoản của tôi',
  benefits: 'Quyền lợi thành viên',
  vip: 'Câu lạc bộ VIP',
  securityCenter: 'Trung tâm bảo mật',
  rewardCenter: 'Trung tâm phần thưởng',
  signIn: 'Điểm danh',
  mall: 'Cửa hàng điểm',
  inviteFriends: 'Mời bạn bè',
} as const;

/** A page's frame of a title bar with its title and blocks, with the bottom menu unless it has none. */
function titled(page: string, title: keyof typeof FRAME_TITLES, bottomMenu = true): PageFrame {
  return { kind: 'titled', bottomMenu, banner: false, page, title: FRAME_TITLES[title] };
}

/**
 * The main pages other than home whose first HTML paints a frame (issue 15): the game list (with
 * its top banner), the lottery lobby, promotions, the member home and the login page.
 */
export const PAGE_FRAMES: Record<string, PageFrame> = {
  '/m/gameList': {
    kind: 'titled',
    bottomMenu: true,
    banner: 'm_hot',
    vendorConfig: true,
    page: 'games',
  },
  '/m/lottery': {
    kind: 'titled',
    bottomMenu: true,
    banner: false,
    lotterySchedule: 'ZY',
    page: 'lottery',
  },
  '/m/activity': {
    kind: 'titled',
    bottomMenu: true,
    banner: false,
    promotions: true,
    page: 'promotions',
  },
  '/m/member/home': titled('member-home', 'memberHome'),
  '/m/login': { kind: 'auth', page: 'auth' },
  // The content and member-centre pages: the title bar, blocks and the bottom menu where the page
  // has one, so that they paint with their HTML too.
  '/m/activityDetail': {
    kind: 'titled',
    bottomMenu: false,
    banner: false,
    promotionDetail: true,
    page: 'promotions',
  },
  '/m/help': { kind: 'titled', bottomMenu: true, banner: 'm_help', page: 'help' },
  '/m/customer': titled('customer', 'customer'),
  '/m/app': titled('app-download', 'app', false),
  '/m/other': titled('preferences', 'other'),
  '/m/set': titled('preferences', 'set'),
  '/m/webEmail': titled('messages', 'webEmail'),
  '/m/messageDetail': titled('messages', 'messageDetail'),
  '/m/myAccount/index': titled('my-account', 'myAccount'),
  '/m/member/benefits': titled('vip', 'benefits'),
  '/m/vip': titled('vip', 'vip'),
  '/m/securityCenter': titled('security-center', 'securityCenter'),
  '/m/rewardCenter': titled('rewards', 'rewardCenter'),
  '/m/activity/signIn': titled('rewards', 'signIn'),
  '/m/mall/mallHome': titled('mall', 'mall'),
  '/m/inviteFriends': titled('invite-friends', 'inviteFriends'),
};

/**
 * The promotions page's first cards: each card's picture where the list will show it (the page's
 * largest picture), blocks for the category row and the cards' texts.
 */
function promotionCards(pictures: readonly string[]): string {
  return (
    '<span class="shell-chips"></span><ul class="shell-promos">' +
    pictures
      .map(
        (url, i) =>
          `<li class="shell-promo"><img src="${escapeHtml(url)}" alt="" width="690" height="260"` +
          `${i === 0 ? ' fetchpriority="high"' : ''} decoding="async"><span></span></li>`,
      )
      .join('') +
    '</ul>'
  );
}

/**
 * The lottery lobby's texts the frame shows, in the default language: the same as the lobby's
 * (apps/web/src/features/lottery/locales/vi.json `lottery.schedule`, held equal by a test).
 */
export const LOTTERY_SHELL_TEXT = {
  title: 'Lịch quay trong tuần',
  today: 'Hôm nay',
  days: {
    1: 'Chủ nhật',
    2: 'Thứ 2',
    3: 'Thứ 3',
    4: 'Thứ 4',
    5: 'Thứ 5',
    6: 'Thứ 6',
    7: 'Thứ 7',
  } as Record<number, string>,
};

/** The schedule's columns, Monday first as a Vietnamese calendar (1 = Sunday … 7 = Saturday). */
const WEEK_ORDER = [2, 3, 4, 5, 6, 7, 1];

/**
 * spec §2 "Weekly schedule" as the lobby draws it (week-schedule.tsx): a column a weekday, today's
 * highlighted and scrolled into view, each timed draw's lottery and time. It is the lobby's
 * largest text, so the page's largest paint comes with its HTML instead of the app's first render.
 * Null when no day has a timed draw (the lobby then draws no schedule either).
 */
export function lotteryWeekShell(schedule: LotterySchedule): string | null {
  const byDay = new Map(
    schedule.days.map((d) => [d.dayOfWeek, d.games.filter((g) => g.drawTime !== null)]),
  );
  if ([...byDay.values()].every((games) => games.length === 0)) return null;
  const columns = WEEK_ORDER.map((day) => {
    const today = day === schedule.today;
    const games = byDay.get(day) ?? [];
    return (
      `<div class="shell-week__day${today ? ' is-today' : ''}">` +
      `<h3>${escapeHtml(LOTTERY_SHELL_TEXT.days[day] ?? '')}` +
      (today ? `<span>${escapeHtml(LOTTERY_SHELL_TEXT.today)}</span>` : '') +
      '</h3><ul>' +
      (games.length === 0
        ? '<li>—</li>'
        : games
            .map(
              (g) =>
                `<li><span>${escapeHtml(g.gameName)}</span><small>${escapeHtml(g.drawTime ?? '')}</small></li>`,
            )
            .join('')) +
      '</ul></div>'
    );
  }).join('');
  return (
    '<span class="shell-lottery-top"><span></span><span></span></span><section class="shell-week">' +
    `<h2>${escapeHtml(LOTTERY_SHELL_TEXT.title)}</h2>` +
    `<div class="shell-week__row">${columns}</div></section>`
  );
}

/** The boot data's id of the promotion detail page's promotion (`promotionDetail` frames). */
export const PROMOTION_BOOT_ID = 'boot-promotion';

/** What `boot-promotion` holds: the promotion as its call answers it in that language. */
export type PromotionBoot = { id: number; language: 'TY'; promotion: Promotion };

/** The promotion among a page's boot data, if any. */
function promotionOf(pageBoot: PageBoot): Promotion | undefined {
  return (pageBoot[PROMOTION_BOOT_ID] as PromotionBoot | undefined)?.promotion;
}

/** The detail page's banner (the promotion's picture of sequence 2, spec §2), one of ours. */
export function promotionBannerOf(promotion: Promotion | undefined): string | null {
  return ownPicture(promotion?.announcementImages.find((i) => i.sequence === 2)?.url);
}

/** The frame of another main page (inside #root); the app replaces it when it first renders. */
export function pageShell(
  siteName: string,
  frame: PageFrame,
  banner: Banner | undefined,
  promotionPictures: readonly string[] = [],
  /** The lottery lobby's week schedule (`lotteryWeekShell`), where its blocks would be. */
  lotteryWeek: string | null = null,
  /** The promotion detail's banner, across the page's width under the title bar. */
  detailBanner: string | null = null,
): string {
  const name = escapeHtml(siteName);
  if (frame.kind === 'auth') {
    return (
      '<div class="shell" aria-hidden="true">' +
      `<div class="shell-brand"><span class="shell-mark"></span><strong>${name}</strong></div>` +
      '<span class="shell-form"></span></div>'
    );
  }
  const image = frame.banner ? shellImage(banner) : null;
  return (
    '<div class="shell" aria-hidden="true">' +
    `<div class="shell-bar"><span>${frame.title ? escapeHtml(frame.title) : name}</span></div>` +
    (frame.banner
      ? `<div class="shell-banner${frame.banner === 'm_help' ? ' shell-banner--wide' : ''}">` +
        (image ? shellPicture(image, 500, 200) : '') +
        '</div>'
      : '') +
    (detailBanner
      ? '<div class="shell-banner shell-banner--wide">' +
        shellPicture(detailBanner, 750, 300) +
        '</div>'
      : '') +
    (frame.promotions && promotionPictures.length > 0
      ? promotionCards(promotionPictures)
      : (lotteryWeek ??
        '<span class="shell-block"></span><span class="shell-block shell-block--tall"></span>')) +
    (frame.bottomMenu ? '<div class="shell-bottom"></div>' : '') +
    '</div>'
  );
}

/**
 * The JSON a script element may hold: `<` escaped so that no `</script>` (or `<!--`) inside a
 * title can end the element early.
 */
export function scriptJson(value: unknown): string {
  return scriptText(JSON.stringify(value));
}

/** JSON text already serialised, escaped as `scriptJson` does. */
function scriptText(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/**
 * The built index.html with the home frame painted from it: the frame, the first banners as boot
 * data (the app's banner query starts from them, so the carousel shows at once) with the
 * visitor's status and the page's other boot data, the frame's style inline and the first banner
 * preloaded at the top of the head, and the app's stylesheets moved after the frame and loaded as
 * print stylesheets, so that they no longer hold back its first paint.
 */
export function withHomeShell(
  index: string,
  siteName: string,
  banners: Banner[],
  status?: string,
  pageBoot: PageBoot = {},
): string {
  return withFrame(
    index,
    homeShell(siteName, banners[0]),
    shellImage(banners[0]),
    `<script type="application/json" id="${BOOT_DATA.banners}">${scriptJson(banners)}</script>` +
      bootStatus(status) +
      bootScripts(pageBoot),
    true,
  );
}

/**
 * The visitor's status answer (the JSON the status call would answer them) as boot data: the app
 * opens on the page at once instead of a spinner and a round trip first.
 */
function bootStatus(status: string | undefined): string {
  return status === undefined
    ? ''
    : `<script type="application/json" id="boot-status">${scriptText(status)}</script>`;
}

/** JSON already serialised (a cached answer's body), written into a page as it is. */
export class BootJson {
  constructor(readonly text: string) {}
}

/**
 * A page's own boot data (the id its script element carries, and the value, or its JSON as
 * `BootJson`), read once by the app (apps/web/src/lib/boot-data.ts).
 */
export type PageBoot = Record<string, unknown>;

/** A page's boot data as script elements. */
function bootScripts(pageBoot: PageBoot): string {
  return Object.entries(pageBoot)
    .map(
      ([id, value]) =>
        `<script type="application/json" id="${escapeHtml(id)}">` +
        `${value instanceof BootJson ? scriptText(value.text) : scriptJson(value)}</script>`,
    )
    .join('');
}

/** The lottery lobby's week schedule among a page's boot data (`lotteryScheduleBoot`), if any. */
function lotteryScheduleOf(pageBoot: PageBoot): LotterySchedule | undefined {
  const boot = pageBoot['boot-lottery-schedule'] as { schedule?: LotterySchedule } | undefined;
  return boot?.schedule;
}

/** The built index.html with another main page's frame painted from it (see `withHomeShell`). */
export function withPageShell(
  index: string,
  siteName: string,
  frame: PageFrame,
  banners: Banner[],
  status?: string,
  promotionPictures: readonly string[] = [],
  pageAssets?: PageAssets,
  pageBoot: PageBoot = {},
): string {
  const pictures = frame.kind === 'titled' && frame.promotions ? promotionPictures : [];
  const detailBanner =
    frame.kind === 'titled' && frame.promotionDetail
      ? promotionBannerOf(promotionOf(pageBoot))
      : null;
  const image =
    frame.kind === 'titled' && frame.banner
      ? shellImage(banners[0])
      : (pictures[0] ?? detailBanner);
  const schedule =
    frame.kind === 'titled' && frame.lotterySchedule ? lotteryScheduleOf(pageBoot) : undefined;
  const week = schedule ? lotteryWeekShell(schedule) : null;
  // Where the frame paints the page's largest picture or text (its banner, first promotion or the
  // promotion's banner, the
  // login page's brand, the lottery lobby's week schedule), the app starts after it; elsewhere the
  // page's largest paint is the app's own, which its scripts should not wait to start.
  const startAfterPaint = frame.kind === 'auth' || image !== null || week !== null;
  return withFrame(
    index,
    pageShell(siteName, frame, banners[0], pictures, week, detailBanner),
    image,
    // The top banners as boot data too (the page's banner query starts from them).
    (frame.kind === 'titled' && frame.banner
      ? `<script type="application/json" id="${BOOT_DATA.banners}">${scriptJson(banners)}</script>`
      : '') +
      bootStatus(status) +
      bootScripts(pageBoot),
    startAfterPaint,
    pageAssets,
  );
}

/**
 * Starts the app once its frame is on screen (docs/decisions/2026-11-27-paint-then-start.md): when
 * the frame's pictures are decoded (or at once when it has none), one frame later, it adds the app's
 * module script, then its modulepreloads listed in `#app-scripts`, one a task. Until then
 * nothing else competes with the frame's picture for the link, nor delays its paint on the main
 * thread. It starts anyway after 2.5 s, and at once in a hidden tab, which paints nothing. Static
 * text: the page policy allows it by its hash and no other inline script.
 */
export const START_SCRIPT =
  '(function(){var d=document,started=0,a=JSON.parse(d.getElementById("app-scripts").textContent);' +
  // The module script first (the longest download), then one modulepreload a task: asking for one
  // costs the main thread 2.5–10 ms on a slow phone, and four made tasks of 14–20 ms at 1× CPU
  // on a test machine, each a blocking one at Lighthouse's 4×.
  'function start(){if(started)return;started=1;var p=a.preload.slice();' +
  'var s=d.createElement("script");s.type="module";s.crossOrigin="anonymous";s.src=a.entry;d.head.appendChild(s);' +
  // While the entry downloads, a task of its own reads local and session storage once: the
  // first read of each waits for the browser process to send the origin's storage (5 and 4 ms on
  // a fast desktop), and the app reads both in its first task (the theme, the router's scroll
  // positions) and its first render (the notice popup, the floating promo).
  `setTimeout(function(){try{localStorage.getItem(${JSON.stringify(STORAGE_KEYS.theme)});` +
  `sessionStorage.getItem(${JSON.stringify(STORAGE_KEYS.noticeShown)})}catch(e){}},0);` +
  '(function next(){var h=p.shift();if(!h)return;var l=d.createElement("link");l.rel="modulepreload";' +
  'l.crossOrigin="anonymous";l.href=h;d.head.appendChild(l);setTimeout(next,0)})()}' +
  'function painted(){requestAnimationFrame(function(){setTimeout(start,0)})}' +
  'if(d.visibilityState==="hidden")return start();setTimeout(start,2500);' +
  // Every picture of the frame (the promotions page has three on its first screen): the app's
  // first evaluation, one long task, would otherwise delay the paint of those still decoding.
  'Promise.all([].map.call(d.querySelectorAll("#root img"),function(i){return i.decode?i.decode().catch(function(){}):0}))' +
  '.then(painted,painted)})();';

/** The start script's hash for the page policy (`script-src`): the only inline script it allows. */
export const START_SCRIPT_HASH = `'sha256-${createHash('sha256').update(START_SCRIPT).digest('base64')}'`;

/** The app's module script and modulepreloads, taken out of the page for the start script. */
function takeAppScripts(html: string): { html: string; scripts: string } {
  const entry = /<script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>\s*/.exec(html);
  if (!entry) return { html, scripts: '' };
  const preload: string[] = [];
  const rest = html
    .replace(entry[0], '')
    .replace(/<link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>\s*/g, (_tag, href: string) => {
      preload.push(href);
      return '';
    });
  return {
    html: rest,
    scripts:
      `<script type="application/json" id="app-scripts">${scriptJson({ entry: entry[1], preload })}</script>` +
      `<script>${START_SCRIPT}</script>`,
  };
}

function withFrame(
  index: string,
  frame: string,
  image: string | null,
  boot: string,
  startAfterPaint: boolean,
  pageAssets: PageAssets = { js: [], css: [] },
): string {
  const stylesheets: string[] = [];
  // Loaded as print stylesheets, which hold back no paint; the app applies them (media="all")
  // before it replaces the frame (apps/web/src/lib/app-styles.ts).
  let html = index.replace(/<link\b[^>]*\brel="stylesheet"[^>]*>\s*/g, (tag) => {
    stylesheets.push(tag.trim().replace(/\s*\/?>$/, ' media="print" data-app-style>'));
    return '';
  });
  // The page's own code and styles, asked for with the entry's instead of once it has run (the
  // site's lazy import finds them in the page and does not ask again).
  for (const href of pageAssets.css) {
    stylesheets.push(
      `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}" media="print" data-app-style>`,
    );
  }
  if (pageAssets.js.length > 0) {
    html = html.replace(
      /(<script type="module"[^>]*><\/script>)/,
      (entry) =>
        entry +
        pageAssets.js
          .map((href) => `<link rel="modulepreload" crossorigin href="${escapeHtml(href)}">`)
          .join(''),
    );
  }
  // The page is painted by its HTML: its scripts are asked for once the frame is on screen, or
  // with it at low priority, behind the frame's picture.
  let scripts = '';
  if (startAfterPaint) ({ html, scripts } = takeAppScripts(html));
  else
    html = html.replace(
      /<(script type="module"|link rel="modulepreload")(?=\s)(?![^>]*fetchpriority)/g,
      '<$1 fetchpriority="low"',
    );
  const head =
    (image
      ? `<link rel="preload" as="image" href="${escapeHtml(image)}" fetchpriority="high">`
      : '') + `<style>${SHELL_CSS}</style>`;
  // Early in the head (after the charset, which must come in the first 1024 bytes).
  const charset = /<meta charset="[^"]*"\s*\/?>/i.exec(html);
  html = charset
    ? html.replace(charset[0], `${charset[0]}${head}`)
    : html.replace('<head>', `<head>${head}`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root">${frame}</div>` + boot + stylesheets.join('') + scripts,
  );
}
