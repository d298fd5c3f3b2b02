import type { Page } from '@playwright/test';
import { expect, signIn, test } from './fixtures.ts';

// Issue 18 "Layout at 390 px": on phones 360, 390 and 430 px wide, nothing fixed on screen (the
// share / Telegram / WhatsApp buttons, the floating promotion, the download bar, the menus) covers
// a game tile, the winner board or the footer's text; the header shows the site name whole; the
// lottery lobby's history link does not overlap the category chips.
//
// "Covers" is measured as a visitor sees it: content scrolls under the bars at the top and bottom
// edges (the header, the bottom menu and what is stacked on it, each as wide as the screen), so
// the space between them is where a tile is looked at. Scrolling through the whole page, every
// tile, the winner board and every footer text must at some point lie wholly in that space, and
// whenever one does, no other fixed or sticky box may overlap it.

const WIDTHS = [360, 390, 430] as const;
const HEIGHT = 780;

type Box = { x: number; y: number; w: number; h: number };
type Frame = {
  viewport: { w: number; h: number };
  free: { top: number; bottom: number };
  /** Painted boxes of fixed or sticky things that are not edge bars, each with a name. */
  floats: (Box & { name: string })[];
  targets: (Box & { id: string })[];
};

/** One look at the screen at the current scroll position. */
async function look(page: Page): Promise<Frame> {
  return page.evaluate(() => {
    const vw = window.innerWidth;
    const vh = window.innerHeight;
    const boxOf = (el: Element) => {
      const r = el.getBoundingClientRect();
      return { x: r.left, y: r.top, w: r.width, h: r.height };
    };
    const shown = (el: Element) => {
      const r = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return r.width > 0 && r.height > 0 && style.visibility !== 'hidden' && style.opacity !== '0';
    };
    // The layers: fixed or sticky elements not inside another one.
    const layers = [...document.querySelectorAll('body *')].filter((el) => {
      const position = getComputedStyle(el).position;
      if (position !== 'fixed' && position !== 'sticky') return false;
      const parent = el.parentElement?.closest('*');
      for (let p = parent; p; p = p.parentElement) {
        const pos = getComputedStyle(p).position;
        if (pos === 'fixed' || pos === 'sticky') return false;
      }
      return shown(el);
    });
    // What a layer paints: boxes with a background, a border, an image, a control or text.
    const painted = (root: Element) =>
      [root, ...root.querySelectorAll('*')].filter((el) => {
        if (!shown(el)) return false;
        const s = getComputedStyle(el);
        const hasText = [...el.childNodes].some(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim(),
        );
        return (
          hasText ||
          ['IMG', 'SVG', 'BUTTON', 'A', 'INPUT'].includes(el.tagName.toUpperCase()) ||
          (s.backgroundColor !== 'rgba(0, 0, 0, 0)' && s.backgroundColor !== 'transparent') ||
          s.backgroundImage !== 'none' ||
          parseFloat(s.borderTopWidth) > 0
        );
      });
    // Edge bars: layers as wide as the screen, stacked from the top and from the bottom edge.
    const wide = layers.filter((el) => boxOf(el).w >= vw * 0.9);
    let top = 0;
    let bottom = vh;
    for (let changed = true; changed;) {
      changed = false;
      for (const el of wide) {
        const b = boxOf(el);
        // a bar a few pixels off its neighbour still counts as stacked on it
        if (b.y <= top + 12 && b.y + b.h > top && b.y + b.h < vh / 2) {
          top = b.y + b.h;
          changed = true;
        }
        if (b.y + b.h >= bottom - 12 && b.y < bottom && b.y > vh / 2) {
          bottom = b.y;
          changed = true;
        }
      }
    }
    const bars = new Set(
      wide.filter((el) => {
        const b = boxOf(el);
        return b.y + b.h <= top + 1 || b.y >= bottom - 1;
      }),
    );
    const name = (el: Element) =>
      el.getAttribute('data-testid') ?? `${el.tagName.toLowerCase()}.${el.className}`;
    const floats = layers
      .filter((el) => !bars.has(el))
      .flatMap((root) => painted(root).map((el) => ({ ...boxOf(el), name: name(root) })));
    const footerTexts = [...document.querySelectorAll('[data-testid="site-footer"] *')].filter(
      (el) =>
        shown(el) &&
        [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent?.trim()),
    );
    const targets = [
      ...[...document.querySelectorAll('[data-testid="game-tile"]')]
        .filter(shown)
        .map((el) => ({ ...boxOf(el), id: `tile ${el.getAttribute('data-node-id')}` })),
      ...[...document.querySelectorAll('[data-testid="winner-board"]')]
        .filter(shown)
        .map((el) => ({ ...boxOf(el), id: 'winner board' })),
      ...footerTexts.map((el, i) => ({
        ...boxOf(el),
        id: `footer text ${i}: ${el.textContent?.trim().slice(0, 30)}`,
      })),
    ];
    return { viewport: { w: vw, h: vh }, free: { top, bottom }, floats, targets };
  });
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.w - 0.5 && b.x < a.x + a.w - 0.5 && a.y < b.y + b.h - 0.5 && b.y < a.y + a.h - 0.5;

/** Scrolls through the page; answers the covered targets and the targets never seen whole. */
async function scanPage(page: Page) {
  const seen = new Set<string>();
  const all = new Set<string>();
  const covered = new Set<string>();
  // The page may grow while it is scrolled (the next page of a list): its end is asked each time.
  const scrollMax = () =>
    page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  // Where the page really stood at each look: a scroll that did not move it says so in a failure.
  const stops: string[] = [];
  for (let y = 0; ; y = Math.min(y + 120, await scrollMax())) {
    await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(null))));
    const frame = await look(page);
    stops.push(`${y}→${await page.evaluate(() => Math.round(window.scrollY))}`);
    expect(
      frame.free.bottom - frame.free.top,
      `the bars leave half the screen to the page (scroll ${y})`,
    ).toBeGreaterThanOrEqual(frame.viewport.h * 0.5);
    for (const target of frame.targets) {
      all.add(target.id);
      const inside =
        target.y >= frame.free.top - 0.5 && target.y + target.h <= frame.free.bottom + 0.5;
      const onScreen = target.x >= 0 && target.x + target.w <= frame.viewport.w + 0.5;
      if (!inside || !onScreen) continue;
      seen.add(target.id);
      for (const float of frame.floats) {
        if (overlaps(target, float)) covered.add(`${target.id} under ${float.name} (scroll ${y})`);
      }
    }
    if (y >= (await scrollMax())) break;
  }
  // Tiles of a sideways strip may sit off screen to the right: only those on screen must be seen.
  const unseen = [...all].filter((id) => !seen.has(id) && !id.startsWith('tile'));
  const end = await page.evaluate(() => ({
    scrollHeight: document.documentElement.scrollHeight,
    innerHeight: window.innerHeight,
  }));
  const trace = `scroll asked→stood: ${stops.join(' ')}; page ${end.scrollHeight} px, window ${end.innerHeight} px`;
  return { covered: [...covered], unseen, seen: seen.size, trace };
}

/** Home with every lazy section and image loaded: scroll to the end once and come back. */
async function openHome(page: Page) {
  await page.goto('/m/home');
  const sections = page.getByTestId('home-sections').locator('section');
  await expect(sections.first().getByTestId('game-tile').first()).toBeVisible();
  for (let i = 0; i < (await sections.count()); i++) {
    await sections.nth(i).scrollIntoViewIfNeeded();
    await expect(sections.nth(i).getByTestId('game-tile').first()).toBeVisible();
  }
  await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('winner-board')).toBeVisible();
  await page.waitForLoadState('networkidle');
  // the dock's contents are there: the download bar, the floating menu and the promotion
  await expect(page.getByTestId('download-bar')).toBeVisible();
  await expect(page.getByTestId('left-floating-menu')).toBeVisible();
  await expect(page.getByTestId('floating-promo')).toBeVisible();
}

for (const width of WIDTHS) {
  test(`at ${width} px nothing fixed covers a game tile, the winner board or the footer text`, async ({
    page,
  }) => {
    test.slow();
    await page.setViewportSize({ width, height: HEIGHT });
    await openHome(page);
    // nothing wider than the phone (a wider page is zoomed out, and everything shrinks)
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
    const { covered, unseen, seen, trace } = await scanPage(page);
    expect(covered, 'covered').toEqual([]);
    expect(unseen, `never wholly between the bars (${trace})`).toEqual([]);
    expect(seen).toBeGreaterThan(30);
    // a look at it: the middle of the lobby, and the end of the page
    await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
    await page.screenshot({ path: `test-results/overlap-home-${width}.png` });
    await page.evaluate(() => window.scrollTo({ top: 1e6, behavior: 'instant' }));
    await page.screenshot({ path: `test-results/overlap-home-end-${width}.png` });
  });

  test(`at ${width} px the category page's tiles and footer are not covered either`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/m/hot');
    await expect(page.getByTestId('hot-games-grid').getByTestId('game-tile').nth(24)).toBeVisible();
    // The whole list and the footer (loaded after the first screen) are there before the scan, as
    // for a visitor who has scrolled to the end once: the scan then reads the page at its length.
    await expect(async () => {
      await page.getByTestId('site-footer').scrollIntoViewIfNeeded({ timeout: 2_000 });
      await expect(page.getByTestId('hot-games-end')).toBeVisible({ timeout: 2_000 });
    }).toPass();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    const { covered, unseen, trace } = await scanPage(page);
    expect(covered, 'covered').toEqual([]);
    expect(unseen, `never wholly between the bars (${trace})`).toEqual([]);
  });

  test(`at ${width} px the header shows the site name whole`, async ({ page, request }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    /** The name's text lies whole on screen: not cut by a box that clips, not under the buttons. */
    const nameShownWhole = async () => {
      const name = page.locator('.home-header__name');
      await expect(name).toHaveText('Lucky Lotus');
      return name.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        const text = range.getBoundingClientRect();
        const end = el.closest('header')!.querySelector('.home-header__end')!;
        const inside = (box: DOMRect) =>
          text.left >= box.left - 0.5 &&
          text.right <= box.right + 0.5 &&
          text.top >= box.top - 0.5 &&
          text.bottom <= box.bottom + 0.5;
        const clips: DOMRect[] = [];
        for (
          let node: Element | null = el;
          node && node.tagName !== 'BODY';
          node = node.parentElement
        ) {
          if (getComputedStyle(node).overflow !== 'visible')
            clips.push(node.getBoundingClientRect());
        }
        return (
          text.left >= 0 &&
          text.right <= end.getBoundingClientRect().left &&
          text.right <= window.innerWidth &&
          clips.every(inside)
        );
      });
    };
    await page.goto('/m/home');
    expect(await nameShownWhole(), 'visitor').toBe(true);
    await signIn(page, request, 'demo');
    await page.goto('/m/home');
    await expect(page.getByTestId('home-header-account')).toBeVisible();
    expect(await nameShownWhole(), 'member').toBe(true);
    await page.screenshot({
      path: `test-results/overlap-header-${width}.png`,
      clip: { x: 0, y: 0, width, height: 80 },
    });
  });

  test(`at ${width} px the lottery lobby's history link is clear of the category chips`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: HEIGHT });
    await page.goto('/m/lottery');
    const link = page.getByTestId('lottery-history-open');
    const chips = page.getByTestId('lottery-categories');
    await expect(chips.getByRole('button').nth(1)).toBeVisible();
    await expect(link).toBeVisible();
    const boxOf = async (locator: typeof link): Promise<Box> => {
      const box = (await locator.boundingBox())!;
      return { x: box.x, y: box.y, w: box.width, h: box.height };
    };
    const linkBox = await boxOf(link);
    expect(linkBox.x).toBeGreaterThanOrEqual(0);
    expect(linkBox.x + linkBox.w).toBeLessThanOrEqual(width);
    expect(overlaps(linkBox, await boxOf(chips)), 'the chips row').toBe(false);
    for (const chip of await chips.getByRole('button').all()) {
      expect(overlaps(linkBox, await boxOf(chip)), await chip.innerText()).toBe(false);
    }
    await page.screenshot({ path: `test-results/overlap-lottery-${width}.png` });
  });
}
