/** Puts boot data in the page as a framed page's HTML carries it (apps/server page-shell.ts). */
export function bootWith(id: string, text: string): void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = id;
  script.textContent = text;
  document.body.append(script);
}
