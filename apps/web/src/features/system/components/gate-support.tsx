import { useTranslation } from '../../../lib/translation.ts';
import type { SiteInfo } from '@app/contracts';
import {
  ChatIcon,
  HeadsetIcon,
  TelegramIcon,
  WhatsappIcon,
  type IconComponent,
} from '../../../components/ui/icons.tsx';
import { gateChannels, type CustomerServiceChannel } from '../customer-service.ts';

const ICONS: Record<string, IconComponent> = {
  LIVECHAT: HeadsetIcon,
  TELEGRAM: TelegramIcon,
  WHATSAPP: WhatsappIcon,
};

/** The operator's title of a channel, else the site's own name for its kind (spec §3 csType). */
function useChannelLabel(): (channel: CustomerServiceChannel) => string {
  const { t } = useTranslation();
  return (channel) =>
    channel.title ||
    t(`status.channel.${channel.csType}`, { defaultValue: t('service.customerService') });
}

/**
 * The customer-service buttons of a gate page (spec §2: maintenance "customer service button", IP
 * page "contact-us button opening the customer service link"). Each opens its channel directly in
 * a new tab: the live-chat link, Zalo, Telegram… never /m/customer, which the gate itself blocks.
 * With no outside channel configured, nothing is shown.
 */
export function GateSupport({ info, heading }: { info: SiteInfo; heading: string }) {
  const label = useChannelLabel();
  const channels = gateChannels(info);
  if (channels.length === 0) return null;
  return (
    <nav className="status-screen__support" aria-label={heading} data-testid="gate-support">
      <p className="status-screen__support-heading">{heading}</p>
      {channels.map((channel, index) => {
        const Icon = ICONS[channel.csType] ?? ChatIcon;
        return (
          <a
            key={`${channel.csType}-${index}`}
            href={channel.url}
            target="_blank"
            rel="noopener noreferrer"
            className={`btn ${index === 0 ? 'btn--gold' : 'btn--outline status-screen__channel'}`}
            data-testid="gate-support-channel"
            data-cs-type={channel.csType}
          >
            <Icon size={20} />
            {label(channel)}
          </a>
        );
      })}
    </nav>
  );
}
