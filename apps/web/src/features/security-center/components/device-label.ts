/** A short name for a browser's user agent: "Safari · iPhone", "Chrome · Android", … */
export function deviceLabel(userAgent: string | null): string | null {
  if (!userAgent) return null;
  const os = /iPhone|iPad/.test(userAgent)
    ? /iPad/.test(userAgent)
      ? 'iPad'
      : 'iPhone'
    : /Android/.test(userAgent)
      ? 'Android'
      : /Windows/.test(userAgent)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(userAgent)
          ? 'macOS'
          : /Linux/.test(userAgent)
            ? 'Linux'
            : null;
  const browser = /Edg\//.test(userAgent)
    ? 'Edge'
    : /OPR\/|Opera/.test(userAgent)
      ? 'Opera'
      : /Firefox\//.test(userAgent)
        ? 'Firefox'
        : /Chrome\/|Chromium\/|CriOS\//.test(userAgent)
          ? 'Chrome'
          : /Safari\//.test(userAgent)
            ? 'Safari'
            : null;
  const parts = [browser, os].filter(Boolean);
  return parts.length ? parts.join(' · ') : userAgent.slice(0, 40);
}
