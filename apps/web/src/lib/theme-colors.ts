/**
 * The browser's colours for each theme: `theme` tints the status bar and the installed app's
 * title bar (the header's teal), `background` is the splash screen behind the first paint.
 * The manifest holds the light theme's (the default, spec §4); the page's theme-color meta
 * follows the theme the member picks.
 */
export const THEME_COLORS = {
  light: { theme: '#0f3d3e', background: '#eef4f2' },
  dark: { theme: '#072628', background: '#051b1c' },
} as const;
