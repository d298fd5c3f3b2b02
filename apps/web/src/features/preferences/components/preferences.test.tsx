import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { STORAGE_KEYS } from '@app/contracts';
import { buildSession, buildStatus } from '../../../testing/factories.ts';
import { renderApp } from '../../../testing/render-app.tsx';

// The page's code loads on first visit; give it time on a busy machine.
const SLOW = { timeout: 8000 };

describe('settings (/m/set)', () => {
  it('switches the language and the theme, and stores them', async () => {
    const app = renderApp({ path: '/m/set' });
    await screen.findByTestId('settings-page', undefined, SLOW);
    const language = screen.getByTestId('choice-language');
    expect(within(language).getByRole('radio', { name: 'Tiếng Việt' })).toBeChecked();
    await app.user.click(within(language).getByRole('radio', { name: 'English' }));
    expect(await screen.findByRole('heading', { name: 'Display' })).toBeInTheDocument();
    expect(window.localStorage.getItem(STORAGE_KEYS.language)).toBe('EN');
    expect(document.documentElement.lang).toBe('en');

    const theme = screen.getByTestId('choice-theme');
    await app.user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(window.localStorage.getItem(STORAGE_KEYS.theme)).toBe('dark');
    await app.user.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
  });

  it('links a member to their security and responsible-gaming settings, not a visitor', async () => {
    renderApp({ path: '/m/set', session: buildSession() });
    await screen.findByTestId('settings-page', undefined, SLOW);
    expect(screen.getByTestId('link-security')).toHaveAttribute('href', '/m/securityCenter');
    expect(screen.getByTestId('link-responsible')).toBeInTheDocument();
  });

  it('offers only the languages the site has', async () => {
    renderApp({ path: '/m/set', status: buildStatus({ info: { languages: ['TY'] } }) });
    await screen.findByTestId('settings-page', undefined, SLOW);
    expect(screen.queryByTestId('choice-language')).not.toBeInTheDocument();
    expect(screen.queryByTestId('link-security')).not.toBeInTheDocument();
  });
});

describe('more (/m/other)', () => {
  it('lists the pages outside the bottom menu and the 18+ note; messages only for a member with MAILCEN', async () => {
    renderApp({ path: '/m/other' });
    await screen.findByTestId('more-page', undefined, SLOW);
    expect(screen.getByTestId('link-help')).toHaveAttribute('href', '/m/help');
    expect(screen.getByTestId('link-app')).toHaveAttribute('href', '/m/app');
    expect(screen.getByTestId('link-terms')).toHaveAttribute('href', '/m/useragreement?tab=terms');
    expect(screen.queryByTestId('link-messages')).not.toBeInTheDocument();
    expect(screen.getByTestId('responsible-note')).toHaveTextContent('18+');
  });

  it('shows messages to a member', async () => {
    renderApp({ path: '/m/other', session: buildSession() });
    await screen.findByTestId('more-page', undefined, SLOW);
    expect(screen.getByTestId('link-messages')).toHaveAttribute('href', '/m/message');
  });

  it('hides messages when MAILCEN is off', async () => {
    renderApp({
      path: '/m/other',
      session: buildSession(),
      status: buildStatus({ info: { whitelabel: { MAILCEN: false } } }),
    });
    await screen.findByTestId('more-page', undefined, SLOW);
    expect(screen.queryByTestId('link-messages')).not.toBeInTheDocument();
  });
});

describe('user agreement (/m/useragreement)', () => {
  it('shows the privacy policy, and the terms in their tab', async () => {
    const app = renderApp({ path: '/m/useragreement' });
    await screen.findByTestId('legal-tab-terms', undefined, SLOW);
    expect(screen.getByTestId('legal-tab-privacy')).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByTestId('terms-of-service')).not.toBeInTheDocument();
    await app.user.click(screen.getByTestId('legal-tab-terms'));
    expect(await screen.findByTestId('terms-of-service')).toHaveTextContent('18');
  });
});
