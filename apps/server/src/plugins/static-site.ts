import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import {
  ANNOUNCEMENT_TYPES,
  AnnouncementQuerySchema,
  BOOT_DATA,
  getVendorConfigEndpoint,
  LANGUAGE_COOKIE,
  listAnnouncementsEndpoint,
  listPromotionsEndpoint,
  PROMOTION_CARDS_FIRST_SCREEN,
  promotionCardImage,
  type PrizeMode,
} from '@app/contracts';
import { serialiseSuccess } from '../lib/read-cache.ts';
import { visitorAnnouncements } from '../modules/content/announcements.service.ts';
import { getVendorConfig } from '../modules/game/game.service.ts';
import { AppError } from '../lib/app-error.ts';
import { visibleBanners } from '../modules/content/content.service.ts';
import { systemStatusAnswer } from '../modules/system/system.service.ts';
import { visitorOf } from './request-context.ts';
import { getPromotion, listPromotions } from '../modules/content/promotions.service.ts';
import { getLotterySchedule } from '../modules/lottery/lottery-lobby.service.ts';
import {
  BootJson,
  ownPicture,
  PAGE_FRAMES,
  PROMOTION_BOOT_ID,
  withHomeShell,
  withPageShell,
  type PageAssets,
  type PageBoot,
  type PageFrame,
  type PromotionBoot,
} from './page-shell.ts';

const ENGLISH_COOKIE = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=EN(?:;|$)`);

/**
 * The back office's page policy: the site's, plus inline style attributes (the editor and the
 * charts set them) and no framing at all. Scripts still come only from this origin.
 */
const ADMIN_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

const isAdminPath = (url: string) => url === '/admin' || /^\/admin[/?]/.test(url);
/** A page's route: HTML for the browser, not an operation of the API's documentation. */
const PAGE_ROUTE = { schema: { hide: true } };

/** The paths of the home page, whose first HTML paints its frame (page-shell.ts). */
const HOME_PATHS = new Set(['/', '/m', '/m/', '/m/home', '/m/index', '/m/index.html']);

/**
 * Each page module's scripts and stylesheets beyond the entry's, as the build lists them; none
 * when the build has no such list (the page then loads its code once the entry has run).
 */
function readPageAssets(file: string): Record<string, PageAssets> {
  if (!fs.existsSync(file)) return {};
  const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
  const out: Record<string, PageAssets> = {};
  if (typeof parsed !== 'object' || parsed === null) return out;
  const strings = (v: unknown) =>
    Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string' && ownAsset(x)) : [];
  for (const [page, value] of Object.entries(parsed)) {
    const entry = value as { js?: unknown; css?: unknown };
    out[page] = { js: strings(entry.js), css: strings(entry.css) };
  }
  return out;
}

/** A built asset of the site's: only such URLs are named in a page. */
const ownAsset = (url: string) => /^\/m\/assets\/[\w.-]+\.(js|css)$/.test(url);

/** The site's own pages: `/`, `/m` and everything under it. */
const isSitePath = (url: string) => /^\/(\?|$)/.test(url) || url === '/m' || /^\/m[/?]/.test(url);

/**
 * Serves the built site under /m and the built back office under /admin (hashed assets cached
 * for a year, everything else revalidated). Every other GET that is not an API call gets the
 * site's index.html (the back office's under /admin), so that each router resolves its paths.
 * Unknown /wps paths get the JSON 404 of the error catalogue.
 */
export async function registerStaticSite(app: FastifyInstance) {
  const dist = app.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  const built = fs.existsSync(indexFile);
  const indexHtml = built ? fs.readFileSync(indexFile, 'utf8') : '';
  const pageAssets = built ? readPageAssets(path.join(dist, 'route-chunks.json')) : {};
  const adminIndex = path.join(app.config.adminDist, 'index.html');
  const adminBuilt = fs.existsSync(adminIndex);
  const cacheHeaders = (res: FastifyReply, filePath: string) => {
    const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
    res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  };

  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/m/',
      index: false,
      wildcard: true,
      // The build writes .br and .gz beside each text asset (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }
  if (adminBuilt) {
    await app.register(fastifyStatic, {
      root: app.config.adminDist,
      prefix: '/admin/',
      index: false,
      wildcard: true,
      decorateReply: !built,
      preCompressed: true,
      setHeaders: cacheHeaders,
    });
  }

  const sendIndex = (reply: FastifyReply, status = 200) => {
    if (!built) {
      return reply
        .status(status === 200 ? 503 : status)
        .type('text/plain; charset=utf-8')
        .send('The site is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .status(status)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml);
  };

  /** What the frames read through the read cache (banners, a visitor's announcements). */
  const contentDeps = { db: app.db, cache: app.readCache };

  /** A framed page: it carries the visitor's status (their address), so no shared cache keeps it. */
  const sendFramedHtml = (reply: FastifyReply, html: string) =>
    reply.header('cache-control', 'private, no-cache').type('text/html; charset=utf-8').send(html);

  /** The visitor's status answer, sent with a framed page. */
  const statusOf = async (request: FastifyRequest) =>
    (await systemStatusAnswer(app.settings, visitorOf(request))).body.toString('utf8');

  /**
   * The vendor configuration's answer (the envelope its call sends), from the same cache as the
   * call's: the home's sections and tab menu and the game list's tabs mount with the page.
   */
  const vendorConfigBoot = async (): Promise<PageBoot> => {
    const answer = await app.readCache.answer(
      'catalogue',
      'page-boot:vendor-config',
      getVendorConfigEndpoint,
      () => getVendorConfig(app.db),
    );
    return { [BOOT_DATA.vendorConfig]: new BootJson(answer.body.toString('utf8')) };
  };

  /** The home's announcements query (spec §7), as a visitor reading the default language asks. */
  const homeAnnouncementQuery = AnnouncementQuerySchema.parse({
    types: ANNOUNCEMENT_TYPES.join(','),
    groupName: 'm_home',
  });

  /**
   * The announcements a visitor's home shows (marquee and notices) in the default language, as
   * their call answers them: read by the app only when no one is signed in and it reads that
   * language (apps/web/src/features/announcements/api/get-announcements.ts).
   */
  const homeAnnouncementsBoot = async (): Promise<PageBoot> => {
    const list = await visitorAnnouncements(contentDeps, homeAnnouncementQuery);
    const body = serialiseSuccess(listAnnouncementsEndpoint, list).toString('utf8');
    return { [BOOT_DATA.homeAnnouncements]: new BootJson(body) };
  };

  /** Home, with its frame and first banners in the HTML; the plain page if they cannot be read. */
  const sendHome = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!built) return sendIndex(reply);
    let html: string;
    try {
      const [site, banners, floating, status, vendorConfig, announcements] = await Promise.all([
        app.settings.site(),
        visibleBanners(contentDeps, 'm_home'),
        // The floating promotion's banners (m_promotion), as their call answers them.
        visibleBanners(contentDeps, 'm_promotion'),
        statusOf(request),
        vendorConfigBoot(),
        // A visitor who reads English gets the call's answer in English instead.
        readsEnglish(request) ? {} : homeAnnouncementsBoot(),
      ]);
      html = withHomeShell(indexHtml, site.siteName, banners, status, {
        ...vendorConfig,
        ...announcements,
        [BOOT_DATA.floatingBanners]: floating,
      });
    } catch (error) {
      reply.log.warn({ err: error }, 'home frame unavailable; the plain page is sent');
      return sendIndex(reply);
    }
    return sendFramedHtml(reply, html);
  };

  /**
   * The promotions page's list in the default language, as its call answers it: the card
   * pictures of the first promotions a visitor sees (all categories), which its frame shows where
   * its cards come, and for a visitor reading that language the list as boot data
   * (`boot-promotions`), from which the page draws its cards on its first render.
   */
  const promotionsFrame = async (
    english: boolean,
  ): Promise<{ pictures: string[]; boot: PageBoot }> => {
    const promotions = await listPromotions(app.db, { language: 'TY' });
    const pictures = promotions.list.slice(0, PROMOTION_CARDS_FIRST_SCREEN).flatMap((promotion) => {
      const url = ownPicture(promotionCardImage(promotion)?.url);
      return url ? [url] : [];
    });
    if (english) return { pictures, boot: {} };
    const body = serialiseSuccess(listPromotionsEndpoint, promotions).toString('utf8');
    return { pictures, boot: { [BOOT_DATA.promotions]: new BootJson(body) } };
  };

  /**
   * The lottery lobby's weekly schedule in the default language, as its call would answer it, for
   * the lobby's first render (apps/web/src/features/lottery/api/get-lottery-schedule.ts).
   */
  const lotteryScheduleBoot = async (prizeMode: PrizeMode): Promise<PageBoot> => ({
    'boot-lottery-schedule': {
      prizeMode,
      language: 'TY',
      schedule: await getLotterySchedule(
        app.db,
        { prizeMode, language: 'TY' },
        app.lottery.now(),
        app.readCache,
      ),
    },
  });

  /**
   * The promotion of the detail page's `?id=` in the default language, as its call would answer
   * it (apps/web/src/features/promotions/api/get-promotion.ts), for the page's first render;
   * nothing for an id that is not a live promotion's (the page shows its empty view).
   */
  const promotionBoot = async (request: FastifyRequest): Promise<PageBoot> => {
    const raw = (request.query as Record<string, unknown> | undefined)?.id;
    if (typeof raw !== 'string' || !/^\d{1,15}$/.test(raw) || Number(raw) === 0) return {};
    const id = Number(raw);
    try {
      const promotion = await getPromotion(app.db, id, { language: 'TY' });
      const boot: PromotionBoot = { id, language: 'TY', promotion };
      return { [PROMOTION_BOOT_ID]: boot };
    } catch (error) {
      if (error instanceof AppError && error.code === 'promotion.not_found') return {};
      throw error;
    }
  };

  /** The visitor chose English (the app's LANGUAGE_COOKIE). */
  const readsEnglish = (request: FastifyRequest) =>
    ENGLISH_COOKIE.test(request.headers.cookie ?? '');

  /** Another main page with its frame in the HTML (the game list's with its top banner). */
  const sendFramed = async (request: FastifyRequest, reply: FastifyReply, frame: PageFrame) => {
    if (!built) return sendIndex(reply);
    let html: string;
    try {
      const titled = frame.kind === 'titled' ? frame : undefined;
      // The lobby's schedule is sent, and painted, in the default language: a visitor who reads
      // English gets the wordless frame and the app asks for the English schedule.
      const english = readsEnglish(request);
      const schedule = english ? undefined : titled?.lotterySchedule;
      const [site, banners, status, promotions, pageBoot, vendorConfig] = await Promise.all([
        app.settings.site(),
        titled?.banner ? visibleBanners(contentDeps, titled.banner) : [],
        statusOf(request),
        titled?.promotions ? promotionsFrame(english) : { pictures: [], boot: {} },
        schedule
          ? lotteryScheduleBoot(schedule)
          : titled?.promotionDetail && !english
            ? promotionBoot(request)
            : {},
        titled?.vendorConfig ? vendorConfigBoot() : {},
      ]);
      html = withPageShell(
        indexHtml,
        site.siteName,
        // The title is in the default language: a visitor who reads English sees the site's name.
        english && titled?.title ? { ...titled, title: undefined } : frame,
        banners,
        status,
        promotions.pictures,
        pageAssets[frame.page],
        { ...pageBoot, ...vendorConfig, ...promotions.boot },
      );
    } catch (error) {
      reply.log.warn({ err: error }, 'page frame unavailable; the plain page is sent');
      return sendIndex(reply);
    }
    return sendFramedHtml(reply, html);
  };

  const sendAdminIndex = (reply: FastifyReply) => {
    if (!adminBuilt) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The back office is not built yet: run `npm run build` (npm start does it for you).');
    }
    return reply
      .header('cache-control', 'no-cache')
      .header('content-security-policy', ADMIN_CSP)
      .header('x-robots-tag', 'noindex, nofollow')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(adminIndex));
  };

  // The framed pages have routes of their own. Otherwise the static files' route for /m/* takes
  // them first and lists each folder of the path to find no file (a few milliseconds a page) before
  // the not-found handler below sends the page. `/m/` is `/m` to the router (trailing slashes are
  // ignored), and `/m/index.html` is the build's file, served as it is.
  for (const pagePath of HOME_PATHS) {
    if (pagePath === '/m/' || pagePath.endsWith('.html')) continue;
    app.get(pagePath, PAGE_ROUTE, (request, reply) => sendHome(request, reply));
  }
  for (const [pagePath, frame] of Object.entries(PAGE_FRAMES)) {
    app.get(pagePath, PAGE_ROUTE, (request, reply) => sendFramed(request, reply, frame));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url;
    if (url === '/wps' || url.startsWith('/wps/') || url.startsWith('/wps?')) {
      throw new AppError('route.not_found', { value: { path: url.split('?')[0] } });
    }
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile =
      /\/[^/]+\.[a-z0-9]{1,8}$/i.test(url.split('?')[0] ?? '') &&
      !url.split('?')[0]!.endsWith('/index.html');
    if (isPageRequest && !looksLikeFile) {
      if (isAdminPath(url)) return sendAdminIndex(reply);
      const pagePath = url.split('?')[0]!;
      if (HOME_PATHS.has(pagePath)) return sendHome(request, reply);
      const frame = PAGE_FRAMES[pagePath];
      if (frame) return sendFramed(request, reply, frame);
      // A path outside the site's (a mistyped link, /metrics, /.env probes) still shows the site,
      // whose router takes the visitor home, but says 404: nothing else lives on this port.
      return sendIndex(reply, isSitePath(url) ? 200 : 404);
    }
    throw new AppError('resource.not_found');
  });
}
