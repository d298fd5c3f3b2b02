import vi from '../locales/vi.json';
import { mergeLocales, type LocaleTree } from './locale-tree.ts';

/**
 * The Vietnamese strings of the entry chunk (the default language): the shared file and the
 * features the first pages need. The features left out here are lazy route chunks that bring
 * their own strings (their `locales/strings.ts`; docs/decisions/2026-11-25-feature-strings.md), as
 * do the strings several lazily loaded features share (`locales/pages`, `locales/promotions`,
 * `locales/records`) and those of the frame's parts that load after the first screen
 * (`locales/later`).
 */
export const VI_STRINGS = mergeLocales(
  vi,
  import.meta.glob<{ default: LocaleTree }>(
    [
      '../features/*/locales/vi.json',
      '!../features/{agents,agent-contracts,chat,deposit,game-record,inbox,legal,mall,preferences,referrals,member-home,my-account,protection,rewards,security-center,vip,withdraw,lottery,originals}/locales/vi.json',
    ],
    { eager: true },
  ),
);
