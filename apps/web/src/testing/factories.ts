import {
  BannerSchema,
  ProviderSchema,
  SystemStatusSchema,
  WHITELABEL_FLAGS,
  encodeCustomerServicePath,
  type Banner,
  type Provider,
  type SystemStatus,
} from '@app/contracts';
import type { SessionInfo } from '../lib/session.ts';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/** A status answer, parsed through the contract so that it cannot drift from the server's. */
export function buildStatus(
  overrides: Omit<DeepPartial<SystemStatus>, 'info'> & {
    info?: Partial<Omit<SystemStatus['info'], 'whitelabel'>> & {
      whitelabel?: Partial<SystemStatus['info']['whitelabel']>;
    };
  } = {},
): SystemStatus {
  const { whitelabel, ...info } = overrides.info ?? {};
  const base = {
    status: 0,
    info: {
      merchantCode: 'VN01',
      siteName: 'Lucky Lotus',
      customerService: [
        {
          csType: 'LIVECHAT',
          title: '',
          path: encodeCustomerServicePath('https://chat.example.test/room', 'k3y5ecr8'),
        },
      ],
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
      resources: [],
      whitelabel: {
        ...Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true])),
        ...whitelabel,
      },
      mainDomain: 'localhost',
      languages: ['TY', 'EN'],
      defaultLanguage: 'TY',
      currency: { code: 'VND', symbol: '₫' },
      paymentMethods: [],
      ...info,
    },
    location: { ip: '203.0.113.7', country: 'VN', ...overrides.location },
    maintenance: {
      enabled: false,
      title: '',
      text: '',
      ...overrides.maintenance,
    },
    regionRestriction: { enabled: false, restricted: false, ...overrides.regionRestriction },
  };
  return SystemStatusSchema.parse({ ...base, status: overrides.status ?? base.status });
}

let nextId = 1;

export function buildBanner(overrides: Partial<Banner> = {}): Banner {
  const id = overrides.id ?? nextId++;
  return BannerSchema.parse({
    id,
    url: `/m/demo/banner-${id}.svg`,
    groupName: 'm_home',
    title: `Banner ${id}`,
    link: '',
    sequence: id,
    ...overrides,
  });
}

export function buildProvider(overrides: Partial<Provider> = {}): Provider {
  const code = overrides.code ?? `P${nextId++}`;
  return ProviderSchema.parse({
    code,
    name: `Provider ${code}`,
    category: 'RNG',
    logoUrl: `/m/demo/provider-${code}.svg`,
    ...overrides,
  });
}

export function buildSession(overrides: Partial<SessionInfo> = {}): SessionInfo {
  return {
    token: 'token-123',
    merchantCode: 'VN01',
    userName: 'player01',
    type: 0,
    firstTimeLogin: false,
    ...overrides,
  };
}
