import { screen } from '@testing-library/react';
import { i18n } from '../lib/translation.ts';

export const t = (key: string, values?: Record<string, unknown>) => i18n.t(key, values);

/** Matches a field's label; a required field's label ends with its asterisk. */
export function labelPattern(key: string): RegExp {
  const text = t(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${text}\\*?$`);
}

/** The input of the field labelled by the locale key `key`. */
export function field(key: string): HTMLInputElement {
  return screen.getByLabelText(labelPattern(key));
}
