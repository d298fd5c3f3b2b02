import { useId } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  ChatIcon,
  CloseIcon,
  HeadsetIcon,
  HelpIcon,
  MailIcon,
  MegaphoneIcon,
  type IconComponent,
} from '../../components/ui/icons.tsx';
import { Modal } from '../../components/ui/modal.tsx';
import { openLink } from '../../lib/links.ts';
import { useSession } from '../../lib/session.ts';
import { TRIAL_TYPE } from '@app/contracts';
import { useSiteInfo } from '../../lib/queries/status.ts';
import { customerServiceUrl } from '../../features/system/customer-service.ts';
import { LOGIN_PATH } from '../route-table.ts';
import './service-modal.css';

function Tile({ icon: Icon, label }: { icon: IconComponent; label: string }) {
  return (
    <>
      <span className="service-modal__icon" aria-hidden="true">
        <Icon size={24} />
      </span>
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
  // spec §6: chat needs the chat flag and a real (not trial) member; visitors are asked to log in.
  const chatOn = info?.whitelabel.CBS3 !== false && session?.type !== TRIAL_TYPE;

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
        <li>
          <Link to="/m/message" className="service-modal__item">
            <Tile icon={MailIcon} label={t('service.messages')} />
          </Link>
        </li>
        <li>
          <Link to="/m/notice" className="service-modal__item">
            <Tile icon={MegaphoneIcon} label={t('service.announcements')} />
          </Link>
        </li>
        {chatOn ? (
          <li>
            <Link to={session ? '/m/customer' : LOGIN_PATH} className="service-modal__item">
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
