import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from '../../../lib/router.tsx';
import { TIMERS } from '@app/contracts';
import { buildBanner } from '../../../testing/factories.ts';
import { installFakeApi } from '../../../testing/fake-api.ts';
import { createTestQueryClient } from '../../../testing/render-app.tsx';
import { TopBanner } from './top-banner.tsx';
import type * as UseIdleModule from '../../../lib/use-idle.ts';

const carousel = vi.hoisted(() => ({ calls: [] as unknown[][] }));
const autoplay = vi.hoisted(() => ({ calls: [] as unknown[] }));

vi.mock('embla-carousel', () => ({
  default: (_node: HTMLElement, ...args: unknown[]) => {
    carousel.calls.push(args);
    const api = {
      on: () => api,
      off: () => api,
      destroy: () => {},
      scrollTo: () => {},
      selectedScrollSnap: () => 0,
    };
    return api;
  },
}));
vi.mock('embla-carousel-autoplay', () => ({
  default: (options: unknown) => {
    autoplay.calls.push(options);
    return { name: 'autoplay', options };
  },
}));

// The browser's idle moment, held back when a test asks: until then the carousel does not start.
const idleHeld = vi.hoisted(() => ({ held: false }));
vi.mock('../../../lib/use-idle.ts', async (importOriginal) => {
  const real = await importOriginal<typeof UseIdleModule>();
  return { useIdle: (timeout?: number) => real.useIdle(timeout) && !idleHeld.held };
});

function renderBanner(count: number) {
  carousel.calls.length = 0;
  autoplay.calls.length = 0;
  installFakeApi({
    '/wps/content/banners': {
      value: Array.from({ length: count }, () => buildBanner({ groupName: 'm_hot' })),
    },
  });
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <MemoryRouter>
        <TopBanner group="m_hot" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('top banner carousel options (spec §4, §9)', () => {
  it('loads only the first picture until the carousel starts, then the others ahead of their turn', async () => {
    idleHeld.held = true;
    try {
      renderBanner(3);
      const banner = await screen.findByTestId('top-banner');
      const images = () => [...banner.querySelectorAll('img')];
      expect(images().map((img) => img.getAttribute('loading'))).toEqual([null, 'lazy', 'lazy']);
      expect(carousel.calls).toHaveLength(0);
      // The browser's idle moment comes; the next render (here a tap on pause) starts it.
      idleHeld.held = false;
      await userEvent.click(screen.getByRole('button', { name: 'Dừng banner' }));
      await waitFor(() => expect(carousel.calls.length).toBeGreaterThan(0));
      await waitFor(() =>
        expect(images().map((img) => img.getAttribute('loading'))).toEqual([null, null, null]),
      );
    } finally {
      idleHeld.held = false;
    }
  });

  it('autoplays every 5000 ms and loops with more than one banner', async () => {
    renderBanner(3);
    await screen.findByTestId('top-banner');
    // It starts once the page has been drawn and the browser is idle.
    await waitFor(() => expect(carousel.calls.length).toBeGreaterThan(0));
    const [options, plugins] = carousel.calls.at(-1) as [{ loop: boolean }, unknown[]];
    expect(options.loop).toBe(true);
    expect(plugins).toHaveLength(1);
    expect(autoplay.calls.at(-1)).toMatchObject({ delay: TIMERS.bannerAutoplay });
    expect(TIMERS.bannerAutoplay).toBe(5000);
  });

  it('neither loops nor autoplays a single banner: no carousel is built', async () => {
    carousel.calls.length = 0;
    autoplay.calls.length = 0;
    // One group of a single banner beside one of three, drawn together: once the three's
    // carousel is built, the single banner's would have been too.
    installFakeApi({
      '/wps/content/banners': (url) => ({
        value: Array.from({ length: url.searchParams.get('groupName') === 'm_hot' ? 1 : 3 }, () =>
          buildBanner({ groupName: 'm_home' }),
        ),
      }),
    });
    render(
      <QueryClientProvider client={createTestQueryClient()}>
        <MemoryRouter>
          <TopBanner group="m_hot" />
          <TopBanner group="m_home" />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    await waitFor(() => expect(screen.getAllByTestId('top-banner')).toHaveLength(2));
    const [single, three] = screen.getAllByTestId('top-banner');
    expect(single).toHaveAttribute('data-autoplay', 'off');
    expect(three).toHaveAttribute('data-autoplay', 'on');
    await waitFor(() => expect(carousel.calls.length).toBeGreaterThan(0));
    expect(carousel.calls).toHaveLength(1);
    expect(autoplay.calls).toHaveLength(1);
  });

  it('stays still for a visitor who asked for reduced motion, and can be played', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query === '(prefers-reduced-motion: reduce)',
    })) as typeof window.matchMedia;
    try {
      renderBanner(3);
      const banner = await screen.findByTestId('top-banner');
      expect(banner).toHaveAttribute('data-autoplay', 'off');
      await waitFor(() => expect(carousel.calls.length).toBeGreaterThan(0));
      expect((carousel.calls.at(-1) as [unknown, unknown[]])[1]).toHaveLength(0);
      await userEvent.click(screen.getByRole('button', { name: 'Chạy banner' }));
      expect(banner).toHaveAttribute('data-autoplay', 'on');
      await waitFor(() =>
        expect((carousel.calls.at(-1) as [unknown, unknown[]])[1]).toHaveLength(1),
      );
    } finally {
      window.matchMedia = original;
    }
  });

  it('has a pause button that stops the autoplay (WCAG 2.2.2)', async () => {
    renderBanner(3);
    const banner = await screen.findByTestId('top-banner');
    expect(banner).toHaveAttribute('data-autoplay', 'on');
    await waitFor(() =>
      expect((carousel.calls.at(-1) as [unknown, unknown[]] | undefined)?.[1]).toHaveLength(1),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Dừng banner' }));
    expect(banner).toHaveAttribute('data-autoplay', 'off');
    await waitFor(() => expect((carousel.calls.at(-1) as [unknown, unknown[]])[1]).toHaveLength(0));
  });
});
