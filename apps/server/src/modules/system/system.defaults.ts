import {
  WHITELABEL_FLAGS,
  type FieldRule,
  type GateSettings,
  type SiteInfo,
  type Whitelabel,
} from '@app/contracts';

/** Flags the merchant keeps off until set up: social and SMS login, phone-auth. */
const OFF_BY_DEFAULT = new Set(['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'SMSLOGIN3', 'PHONEAUTH3']);

export function defaultWhitelabel(): Whitelabel {
  return Object.fromEntries(WHITELABEL_FLAGS.map((f) => [f, !OFF_BY_DEFAULT.has(f)])) as Whitelabel;
}

/** Rules of the login, password and SMS forms (spec §5); operators may tighten them. */
export function defaultFieldRules(): FieldRule[] {
  return [
    {
      name: 'loginUsername',
      enabled: true,
      required: true,
      min: 4,
      max: 16,
      pattern: '^[A-Za-z0-9_]+$',
      whitespace: true,
    },
    // Sign-in takes any password an account may have (older ones of 6); new ones follow `password`.
    { name: 'loginPassword', enabled: true, required: true, min: 6, max: 128, whitespace: true },
    { name: 'loginMobileNum', enabled: true, required: true, type: 'mobile', min: 9, max: 11 },
    { name: 'verificationCode', enabled: true, required: true, pattern: '^\\d{6}$' },
    // OWASP ASVS 5.0 6.2: 8 to 64 characters, any printable ones, no composition rule; the server
    // also refuses common and breached passwords (modules/auth/password-policy.ts).
    { name: 'password', enabled: true, required: true, min: 8, max: 64 },
  ];
}

/**
 * Site settings used until an operator (or the demo data) stores its own. Customer-service paths
 * are stored plain and obfuscated when served (spec §3). Texts a player reads (the channel title,
 * the download bar's tagline) are empty: the site then shows its own, in the visitor's language.
 */
export function defaultSiteSettings(): SiteInfo {
  return {
    merchantCode: 'VN01',
    siteName: 'Lucky Lotus',
    customerService: [{ csType: 'LIVECHAT', title: '', path: '/m/customer' }],
    imageCDNs: [''],
    domainRoute: [],
    mobileTemplate: {
      mem_cen: true,
      dep_func: true,
      app_background: '#0f3d3e',
      app_desc: '',
      app_desc_font_color: '#ffffff',
    },
    paths: {},
    register: { captchaEnabled: false, fields: [] },
    fieldRules: defaultFieldRules(),
    resources: [],
    whitelabel: defaultWhitelabel(),
    mainDomain: 'localhost',
    languages: ['TY', 'EN'],
    defaultLanguage: 'TY',
    currency: { code: 'VND', symbol: '₫' },
    paymentMethods: [],
  };
}

/**
 * The gate as it starts: open. An empty maintenance title and text make the maintenance page show
 * the site's own, in the visitor's language; an operator's text is shown as written.
 */
export function defaultGateSettings(): GateSettings {
  return {
    maintenance: { enabled: false, title: '', text: '' },
    regionRestriction: { enabled: false, blockedRanges: [], blockedCountries: [] },
  };
}

/**
 * English texts that earlier defaults stored into settings (an operator saving the gate kept the
 * default title and text). They are served as empty, so that a Vietnamese site shows its own words.
 */
export const FORMER_DEFAULT_TEXTS: ReadonlySet<string> = new Set([
  'System maintenance',
  'We are upgrading the system. Please try again later.',
  'Customer service',
  'Play anywhere, cash out fast',
]);
