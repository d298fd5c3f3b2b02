import { useId, type ReactNode } from 'react';
import { Link, useNavigate } from '../../lib/router.tsx';
import { useTranslation } from '../../lib/translation.ts';
import {
  ChatIcon,
  CloseIcon,
  HeadsetIcon,
  MegaphoneIcon,
  type IconComponent,
} from '../../components/ui/icons.tsx';
import { HelpIcon, MailIcon } from '../../components/ui/page-icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { CountBadge } from '../../components/ui/count-badge.tsx';
import { useUnreadCounts } from '../../lib/queries/unread-counts.ts';
import { openLink } from '../../lib/links.ts';
import { useSession } from '../../lib/session.ts';
import { chatEntry } from '../../lib/chat-entry.ts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { customerServiceUrl } from '../../features/system/customer-service.ts';
import './service-modal.css';

function Tile({
  icon: Icon,
  label,
  badge,
}: {
  icon: IconComponent;
  label: string;
  badge?: ReactNode;
}) {
  return (
    <>
      <span className="service-modal__icon" aria-hidden="true">
        <Icon size={24} />
      </span>
      {badge}
      <span className="service-modal__label">{label}</span>
    </>
  );
}

/**
 * spec §2 "Service modal": customer service, messages, announcements, live chat, help center.
 * Closes on the mask, the close button and any route change (the layout unmounts it).
 */
export function ServiceModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const info = useSiteInfo();
  const session = useSession();
  const serviceUrl = customerServiceUrl(info) ?? '/m/customer';
  // spec §6: Messages need MAILCEN.
  const messagesOn = info?.whitelabel.MAILCEN !== false;
  const counts = useUnreadCounts();
  const messagesUnread = counts ? counts.announcements + counts.inbox : 0;
  // spec §6: chat needs the chat flag, a member, not free play (type 4) and no nochat label;
  // visitors see the entry and the chat page asks them to log in.
  const chatOn = chatEntry(info, session) !== 'refused';

  return (
    <Modal
      variant="sheet"
      onClose={onClose}
      labelledBy={titleId}
      testId="service-modal"
      maskTestId="service-modal-mask"
    >
      <div className="service-modal__head">
        <h2 id={titleId} className="service-modal__title">
          {t('service.title')}
        </h2>
        <button
          type="button"
          className="icon-button"
          aria-label={t('common.close')}
          data-testid="service-modal-close"
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      </div>
      <ul className="service-modal__grid">
        <li>
          <button
            type="button"
            className="service-modal__item"
            onClick={() => {
              onClose();
              openLink(serviceUrl, (to) => void navigate(to));
            }}
          >
            <Tile icon={HeadsetIcon} label={t('service.customerService')} />
          </button>
        </li>
        {messagesOn ? (
          <li>
            <Link to="/m/message" className="service-modal__item" data-testid="service-messages">
              <Tile
                icon={MailIcon}
                label={t('service.messages')}
                badge={
                  <CountBadge
                    count={messagesUnread}
                    label={t('header.unread', { count: messagesUnread })}
                    testId="service-unread"
                  />
                }
              />
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/m/notice" className="service-modal__item">
            <Tile icon={MegaphoneIcon} label={t('service.announcements')} />
          </Link>
        </li>
        {chatOn ? (
          <li>
            <Link to="/m/customer" className="service-modal__item" data-testid="service-live-chat">
              <Tile icon={ChatIcon} label={t('service.liveChat')} />
            </Link>
          </li>
        ) : null}
        <li>
          <Link to="/m/help" className="service-modal__item">
            <Tile icon={HelpIcon} label={t('service.helpCenter')} />
          </Link>
        </li>
      </ul>
    </Modal>
  );
}
