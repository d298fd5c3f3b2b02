/**
 * A framed page's HTML (apps/server/src/plugins/page-shell.ts) loads the app's stylesheets as
 * print stylesheets, so that they hold back no paint of the frame it draws with its own inline
 * style. Before the app replaces the frame they are applied to the screen, once loaded (a sheet
 * that failed to load is applied anyway: the page shows as it would without it).
 */
export function applyAppStyles(root: ParentNode = document): Promise<void> {
  const links = [...root.querySelectorAll<HTMLLinkElement>('link[data-app-style]')];
  return Promise.all(
    links.map((link) => {
      const loaded = link.sheet
        ? Promise.resolve()
        : new Promise<void>((resolve) => {
            link.addEventListener('load', () => resolve(), { once: true });
            link.addEventListener('error', () => resolve(), { once: true });
          });
      link.media = 'all';
      link.removeAttribute('data-app-style');
      return loaded;
    }),
  ).then(() => undefined);
}
