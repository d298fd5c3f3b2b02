import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import type { IconComponent } from '../../components/ui/icons.tsx';
import { useRouteEntry } from '../use-route-entry.ts';

/** An action of an empty state: the label key under `actions.` and where it goes. */
export type PageAction = { label: string; to: string };
export type PageEmptySpec = { icon: IconComponent; action?: PageAction; secondary?: PageAction };

/**
 * The empty state of the route on screen: its icon and actions from the page module's table, its
 * title and sentence from `pages.<route id>` in the locale files.
 */
export function RouteEmptyState({ specs }: { specs: Readonly<Record<string, PageEmptySpec>> }) {
  const { t } = useTranslation();
  const entry = useRouteEntry();
  const spec = entry ? specs[entry.id] : undefined;
  if (!entry || !spec) return null;
  const action = (a: PageAction | undefined) =>
    a ? { label: t(`actions.${a.label}`), to: a.to } : undefined;
  return (
    <EmptyState
      icon={spec.icon}
      title={t(`pages.${entry.id}.title`)}
      text={t(`pages.${entry.id}.text`)}
      action={action(spec.action)}
      secondaryAction={action(spec.secondary)}
    />
  );
}
