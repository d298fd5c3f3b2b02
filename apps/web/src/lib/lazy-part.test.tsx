import { Suspense, type ComponentType } from 'react';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazy-part.tsx';

function Footer({ text }: { text: string }) {
  return <footer data-testid="footer">{text}</footer>;
}

function page(Part: ComponentType<{ text: string }>) {
  return (
    <main>
      <p data-testid="content">Trang chủ</p>
      <Suspense fallback={null}>
        <Part text="Nhà cung cấp" />
      </Suspense>
    </main>
  );
}

/** An import that fails the first time (the connection dropped) and loads after. */
function failingOnce() {
  return vi
    .fn<() => Promise<{ default: typeof Footer }>>()
    .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
    .mockResolvedValue({ default: Footer });
}

describe('a part of a page whose code loads later', () => {
  it('is drawn once its code is in', async () => {
    const Part = lazyPart(() => Promise.resolve({ default: Footer }));
    render(page(Part));
    expect(await screen.findByTestId('footer')).toHaveTextContent('Nhà cung cấp');
  });

  it('is left out when its code cannot load, the page staying, and loads once back online', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = failingOnce();
    const Part = lazyPart(load);
    render(page(Part));
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // The rest of the page is still there; the part is not.
    await act(async () => {});
    expect(screen.getByTestId('content')).toBeInTheDocument();
    expect(screen.queryByTestId('footer')).toBeNull();

    await act(async () => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('footer')).toHaveTextContent('Nhà cung cấp');
    expect(load).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('content')).toBeInTheDocument();
    errors.mockRestore();
  });

  it('loads again when the connection comes back before the failure reached the page', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const load = failingOnce();
    const Part = lazyPart(load);
    render(page(Part));
    expect(load).toHaveBeenCalledTimes(1);
    await act(async () => {
      // The import has failed; React has not rendered again yet (it does when act ends).
      await Promise.resolve();
      await Promise.resolve();
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('footer')).toHaveTextContent('Nhà cung cấp');
    expect(load).toHaveBeenCalledTimes(2);
    errors.mockRestore();
  });
});
