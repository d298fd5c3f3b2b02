import { describe, expect, it } from 'vitest';
import { applyAppStyles } from './app-styles.ts';

function link(loaded: boolean): HTMLLinkElement {
  const element = document.createElement('link');
  element.rel = 'stylesheet';
  element.media = 'print';
  element.setAttribute('data-app-style', '');
  if (loaded) Object.defineProperty(element, 'sheet', { value: {} });
  return element;
}

describe("the app's stylesheets of a framed page", () => {
  it('are applied to the screen, and waited for until each has loaded or failed', async () => {
    const root = document.createElement('div');
    const ready = link(true);
    const loading = link(false);
    const failing = link(false);
    root.append(ready, loading, failing);
    let done = false;
    const applied = applyAppStyles(root).then(() => (done = true));
    expect([ready.media, loading.media, failing.media]).toEqual(['all', 'all', 'all']);
    await Promise.resolve();
    expect(done).toBe(false);
    loading.dispatchEvent(new Event('load'));
    await Promise.resolve();
    expect(done).toBe(false);
    failing.dispatchEvent(new Event('error'));
    await applied;
    expect(done).toBe(true);
    expect(root.querySelectorAll('[data-app-style]')).toHaveLength(0);
  });

  it('leave a page without any as it is', async () => {
    await expect(applyAppStyles(document.createElement('div'))).resolves.toBeUndefined();
  });
});
