import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { i18n } from '../../../lib/translation.ts';
import { findPage, renderApp } from '../../../testing/render-app.tsx';

describe('privacy policy (/m/useragreement)', () => {
  it('shows the policy with the minimum age of 18', async () => {
    renderApp({ path: '/m/useragreement' });
    await findPage();
    expect(screen.getByTestId('page-title')).toHaveTextContent(i18n.t('routes.useragreement'));
    const article = screen.getByRole('article');
    expect(article).toHaveTextContent(i18n.t('privacy.sections.age.title', { age: 18 }));
    expect(article).toHaveTextContent('18');
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(10);
  });
});
