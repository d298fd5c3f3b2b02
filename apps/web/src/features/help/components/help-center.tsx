import { useId, useState } from 'react';
import { useTranslation } from '../../../lib/translation.ts';
import type { HelpItem } from '@app/contracts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { ChevronRightIcon } from '../../../components/ui/icons.tsx';
import { HelpIcon } from '../../../components/ui/page-icons.tsx';
import { useBanners } from '../../../lib/queries/banners.ts';
import { sanitizeHtml } from '../../../lib/sanitize-html.ts';
import { useHelpCenter } from '../api/get-help.ts';
import './help-center.css';
import '../../../locales/pages/strings.ts';

/**
 * spec §2 "Help center" (/m/help): the m_help banners, then each group's heading and an accordion
 * of its items; opening one closes the one open before (across groups). Empty state when there
 * is no help.
 */
export function HelpCenter() {
  const { t } = useTranslation();
  const query = useHelpCenter();
  const banners = useBanners('m_help');
  const [openId, setOpenId] = useState<number | null>(null);

  if (query.isPending) {
    return (
      <p className="help-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (query.isError || query.data.groups.length === 0) {
    return (
      <EmptyState
        icon={HelpIcon}
        title={t('pages.help.title')}
        text={query.isError ? t('errors.loadFailed') : t('pages.help.text')}
        action={{ label: t('actions.customerService'), to: '/m/customer' }}
      />
    );
  }
  const banner = banners.data?.[0];
  return (
    <div className="help" data-testid="help-center">
      {banner ? (
        <img
          className="help__banner"
          src={banner.url}
          alt={banner.title}
          width={750}
          height={300}
        />
      ) : null}
      {query.data.groups.map((group) => (
        <section key={group.groupName} className="help__group" data-testid="help-group">
          <h2 className="help__group-title">{group.title}</h2>
          <ul className="help__items">
            {group.items.map((item) => (
              <HelpAccordionItem
                key={item.id}
                item={item}
                open={openId === item.id}
                onToggle={() => setOpenId(openId === item.id ? null : item.id)}
              />
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

function HelpAccordionItem({
  item,
  open,
  onToggle,
}: {
  item: HelpItem;
  open: boolean;
  onToggle: () => void;
}) {
  const panelId = useId();
  return (
    <li className={`help__item${open ? ' help__item--open' : ''}`} data-testid="help-item">
      <button
        type="button"
        className="help__head"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={onToggle}
      >
        <span className="help__title">{item.title}</span>
        <ChevronRightIcon size={18} className="help__chevron" />
      </button>
      {open ? (
        <div
          id={panelId}
          className="help__content"
          data-testid="help-content"
          // Sanitised on the server when stored, and again here.
          dangerouslySetInnerHTML={{ __html: sanitizeHtml(item.content) }}
        />
      ) : null}
    </li>
  );
}
