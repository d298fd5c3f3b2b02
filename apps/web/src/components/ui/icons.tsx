import type { ReactNode, SVGProps } from 'react';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'children'> & { size?: number };
export type IconComponent = (props: IconProps) => ReactNode;

/**
 * Line icons drawn on a 24px grid with the current text colour. Decorative by default: the button
 * or link around an icon carries the accessible name. Several shapes follow the Feather (MIT) and
 * Lucide (ISC) icon sets; they are inline so that no icon font or remote file is fetched.
 */
export function Svg({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

/** Filled brand marks (social networks), also on a 24px grid. */
export function Mark({ size = 24, children, ...rest }: IconProps & { children: ReactNode }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
      {...rest}
    >
      {children}
    </svg>
  );
}

export const HomeIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M3 10.5 12 3l9 7.5" />
    <path d="M5 9.5V20a1 1 0 0 0 1 1h4v-6h4v6h4a1 1 0 0 0 1-1V9.5" />
  </Svg>
);

export const GiftIcon: IconComponent = (p) => (
  <Svg {...p}>
    <rect x="3" y="8" width="18" height="5" rx="1" />
    <path d="M5 13v7a1 1 0 0 0 1 1h12a1 1 0 0 0 1-1v-7" />
    <path d="M12 8v13" />
    <path d="M12 8S10.5 3 7.5 3.5C5.5 3.8 5.6 7 8 8h4Z" />
    <path d="M12 8s1.5-5 4.5-4.5c2 .3 1.9 3.5-.5 4.5h-4Z" />
  </Svg>
);

export const DepositIcon: IconComponent = (p) => (
  <Svg {...p}>
    <rect x="2.5" y="6" width="19" height="13" rx="2" />
    <path d="M2.5 10h19" />
    <path d="M12 13v4" />
    <path d="m10 15 2 2 2-2" />
  </Svg>
);

export const HeadsetIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M4 14v-2a8 8 0 0 1 16 0v2" />
    <rect x="3" y="13" width="4" height="6" rx="1.5" />
    <rect x="17" y="13" width="4" height="6" rx="1.5" />
    <path d="M19 19c0 1.5-2 2.5-5 2.5" />
  </Svg>
);

export const UserIcon: IconComponent = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </Svg>
);

export const MenuIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M4 6h16M4 12h16M4 18h10" />
  </Svg>
);

export const CloseIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M6 6l12 12M18 6 6 18" />
  </Svg>
);

export const ChevronLeftIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="m15 5-7 7 7 7" />
  </Svg>
);

export const ChevronRightIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="m9 5 7 7-7 7" />
  </Svg>
);

export const EyeIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </Svg>
);

export const EyeOffIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M9.9 5.2A9.6 9.6 0 0 1 12 5c6.4 0 10 7 10 7a17.4 17.4 0 0 1-3 3.9" />
    <path d="M6.6 6.6C3.8 8.4 2 12 2 12s3.6 7 10 7a9.7 9.7 0 0 0 5.4-1.6" />
    <path d="M9.9 9.9a3 3 0 0 0 4.2 4.2" />
    <path d="m3 3 18 18" />
  </Svg>
);

export const RefreshIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M20 11a8 8 0 0 0-14.6-4.5L4 8" />
    <path d="M4 3v5h5" />
    <path d="M4 13a8 8 0 0 0 14.6 4.5L20 16" />
    <path d="M20 21v-5h-5" />
  </Svg>
);

export const MegaphoneIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M3 10v4a1 1 0 0 0 1 1h2l9 5V4L6 9H4a1 1 0 0 0-1 1Z" />
    <path d="M7 15.5 8.5 21H11l-1.3-5" />
    <path d="M18.5 9a4 4 0 0 1 0 6" />
  </Svg>
);

export const ChatIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M4 5h16a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1h-9l-5 4v-4H4a1 1 0 0 1-1-1V6a1 1 0 0 1 1-1Z" />
    <path d="M8 10h.01M12 10h.01M16 10h.01" />
  </Svg>
);

export const SlotsIcon: IconComponent = (p) => (
  <Svg {...p}>
    <rect x="3" y="5" width="15" height="14" rx="2" />
    <path d="M8 5v14M13 5v14" />
    <path d="M18 9h1.5a1.5 1.5 0 0 0 1.5-1.5V5" />
    <circle cx="21" cy="4" r="1" />
  </Svg>
);

export const FlameIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M12 21c4 0 7-2.7 7-6.8 0-3.7-2.6-6-4.3-8.2-.5 2-1.5 3.3-2.7 3.8.2-2.9-.9-5.6-3.5-6.8.3 3.3-1.7 5.2-3 7.1A7.5 7.5 0 0 0 5 14.2C5 18.3 8 21 12 21Z" />
    <path d="M12 21c-1.7 0-3-1.2-3-3 0-1.9 1.8-2.9 2.3-4.5 1.5 1 3.7 2.6 3.7 4.5 0 1.8-1.3 3-3 3Z" />
  </Svg>
);

export const CardsIcon: IconComponent = (p) => (
  <Svg {...p}>
    <rect x="8" y="3" width="12" height="16" rx="2" transform="rotate(8 14 11)" />
    <path d="M11.5 5.5 5 4.8a2 2 0 0 0-2.2 1.8L1.7 17a2 2 0 0 0 1.8 2.2L8 19.7" />
    <path d="M14.5 9.5c-1 1.3-2.2 2.3-2.2 3.3a1.4 1.4 0 0 0 2.6.7 1.4 1.4 0 0 0 2.5-1.1c-.1-1-1.6-1.9-2.9-2.9Z" />
  </Svg>
);

export const FishIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M2.5 12c2.8-4 6.3-6 10-6 4 0 7 2.5 9 6-2 3.5-5 6-9 6-3.7 0-7.2-2-10-6Z" />
    <path d="M2.5 12 1 8.5M2.5 12 1 15.5" />
    <circle cx="16.5" cy="10.5" r="1" />
  </Svg>
);

export const LiveIcon: IconComponent = (p) => (
  <Svg {...p}>
    <rect x="3" y="6" width="18" height="13" rx="2" />
    <path d="m8 3 4 3 4-3" />
    <circle cx="12" cy="12.5" r="2.5" />
  </Svg>
);

export const BallIcon: IconComponent = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="m12 7 4 3-1.5 4.5h-5L8 10l4-3Z" />
    <path d="M12 3v4M16 10l4.5-1.5M14.5 14.5l2.5 4M9.5 14.5 7 18.5M8 10 3.5 8.5" />
  </Svg>
);

export const GamepadIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M7 7h10a5 5 0 0 1 4.9 6l-.6 3a2.5 2.5 0 0 1-4.3 1.2L14.5 15h-5L7 17.2A2.5 2.5 0 0 1 2.7 16l-.6-3A5 5 0 0 1 7 7Z" />
    <path d="M7 10v4M5 12h4" />
    <path d="M15.5 11h.01M17.5 13h.01" />
  </Svg>
);

export const RoosterIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M8 7c0-2 1.5-4 3.5-4 .5 1 1.5 1 2 0 1 .5 1.3 1.6.9 2.5L16 7l-1.8 1" />
    <path d="M14.2 8c1.2 2.5.3 5-1.7 6.5L16 15c2.5-.5 4.2-3 4.5-6.5l1-1.5c1 5-1.5 10.5-7.5 11H10c-3.5 0-6-2.5-6-6 0-3 2-5 4-6" />
    <path d="M10 19v2.5M13 19v2.5" />
  </Svg>
);

export const TicketIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M3 8a1 1 0 0 1 1-1h16a1 1 0 0 1 1 1v2a2 2 0 0 0 0 4v2a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-2a2 2 0 0 0 0-4V8Z" />
    <circle cx="9" cy="12" r="1.6" />
    <circle cx="14.5" cy="12" r="1.6" />
  </Svg>
);

export const LotusIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M12 20c-2.5-2-4-4.5-4-8s1.5-6 4-8c2.5 2 4 4.5 4 8s-1.5 6-4 8Z" />
    <path d="M12 20c-3.5 0-7-2-8.5-6.5 2-.8 4.2-.8 6 .2" />
    <path d="M12 20c3.5 0 7-2 8.5-6.5-2-.8-4.2-.8-6 .2" />
  </Svg>
);

export const PhoneIcon: IconComponent = (p) => (
  <Svg {...p}>
    <rect x="6" y="2.5" width="12" height="19" rx="2.5" />
    <path d="M10.5 18.5h3" />
  </Svg>
);

export const WrenchIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.8-3.8a6 6 0 0 1-7.9 7.9l-6.9 6.9a2.1 2.1 0 0 1-3-3l6.9-6.9a6 6 0 0 1 7.9-7.9l-3.8 3.8Z" />
  </Svg>
);

export const BlockedIcon: IconComponent = (p) => (
  <Svg {...p}>
    <circle cx="12" cy="12" r="9" />
    <path d="M5.6 5.6l12.8 12.8" />
  </Svg>
);

export const OfflineIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="M2 8.5a15 15 0 0 1 4.5-2.8M9.8 4.6A15 15 0 0 1 22 8.5" />
    <path d="M5 12a10 10 0 0 1 3.2-2M13.4 9.2A10 10 0 0 1 19 12" />
    <path d="M8.5 15.5a5 5 0 0 1 7 0" />
    <path d="M12 19.5h.01M3 3l18 18" />
  </Svg>
);

export const StarIcon: IconComponent = (p) => (
  <Svg {...p}>
    <path d="m12 3 2.8 5.6 6.2.9-4.5 4.4 1 6.1-5.5-2.9L6.5 20l1-6.1L3 9.5l6.2-.9L12 3Z" />
  </Svg>
);

export const TelegramIcon: IconComponent = (p) => (
  <Mark {...p}>
    <path d="M21.4 4.2 2.9 11.3c-1.3.5-1.2 1.2-.2 1.5l4.7 1.5 1.8 5.6c.2.6.4.8.9.8s.6-.2.9-.5l2.3-2.2 4.7 3.5c.9.5 1.5.2 1.7-.8L22.8 5.6c.3-1.3-.5-1.9-1.4-1.4Zm-3.1 3.1-8.8 8-.3 3.6-1.5-4.8 10.2-6.5c.5-.3.9 0 .4.3Z" />
  </Mark>
);

export const WhatsappIcon: IconComponent = (p) => (
  <Mark {...p}>
    <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.1l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8s-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.4.1-.2 0-.3 0-.4l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 2.9 2.9 0 0 0-.9 2.2 5.1 5.1 0 0 0 1 2.7 11.6 11.6 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6a2.7 2.7 0 0 0 1.8-1.3 2.2 2.2 0 0 0 .2-1.3c-.1-.1-.3-.2-.5-.3Z" />
  </Mark>
);

/** A share glyph (three joined dots, after Feather's share-2, MIT). */
export const ShareIcon: IconComponent = (props) => (
  <Svg {...props}>
    <circle cx="18" cy="5" r="3" />
    <circle cx="6" cy="12" r="3" />
    <circle cx="18" cy="19" r="3" />
    <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
  </Svg>
);

/** A filled star for the download bar's rating. */
export const FilledStarIcon: IconComponent = ({ size = 12, ...rest }) => (
  <Svg size={size} stroke="none" {...rest}>
    <path
      fill="currentColor"
      d="m12 2.5 2.9 5.9 6.5.9-4.7 4.6 1.1 6.5L12 17.3l-5.8 3.1 1.1-6.5-4.7-4.6 6.5-.9L12 2.5Z"
    />
  </Svg>
);

export const PauseIcon: IconComponent = (p) => (
  <Mark {...p}>
    <rect x="6" y="5" width="4" height="14" rx="1" />
    <rect x="14" y="5" width="4" height="14" rx="1" />
  </Mark>
);

export const PlayIcon: IconComponent = (p) => (
  <Mark {...p}>
    <path d="M7 4.8v14.4a1 1 0 0 0 1.5.86l12-7.2a1 1 0 0 0 0-1.72l-12-7.2A1 1 0 0 0 7 4.8Z" />
  </Mark>
);
