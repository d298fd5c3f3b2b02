import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  DomainRouteSchema,
  GateSettingsPatchSchema,
  GateSettingsSchema,
  SystemStatusSchema,
  WHITELABEL_FLAGS,
  WhitelabelFlagSchema,
  WhitelabelSchema,
  type Whitelabel,
} from '../system.ts';

// System status and site settings (spec §3 "Status response value", §4, §7 "Domain route"), and
// the operator's gate and whitelabel switches.

/** Body of the whitelabel switch: the flags to change, each on or off; the others stay. */
export const WhitelabelPatchSchema = z.partialRecord(WhitelabelFlagSchema, z.boolean());

/** Body of the gate switch: unknown keys are refused rather than dropped. */
export const GateSettingsPatchBodySchema = z.strictObject(GateSettingsPatchSchema.shape);

const OFF_IN_EXAMPLE = new Set(['FACEBOOKLOGIN3', 'GOOGLELOGIN3', 'SMSLOGIN3', 'PHONEAUTH3']);
const whitelabel = Object.fromEntries(
  WHITELABEL_FLAGS.map((flag) => [flag, !OFF_IN_EXAMPLE.has(flag)]),
) as Whitelabel;

const gate = {
  maintenance: {
    enabled: false,
    title: 'Bảo trì hệ thống',
    text: 'Hệ thống đang được nâng cấp. Vui lòng quay lại sau.',
  },
  regionRestriction: {
    enabled: true,
    blockedRanges: ['203.0.113.0/24'],
    blockedCountries: ['US', 'SG'],
  },
};

export const getSystemStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/status',
  auth: 'public',
  gate: false,
  response: SystemStatusSchema,
  errors: [],
  tag: 'system',
  summary: 'System status and consolidated site settings (spec §3 "Status response value", §4)',
  description:
    'The first call of every page (spec §4): `status` 0 normal, 1 maintenance (wins when both apply), 2 region restricted, judged for the caller’s address and country; the site settings (`info`: merchant, customer service, field rules, whitelabel flags, languages, currency …); the caller’s location; and the maintenance text. Answers under maintenance and region restriction too, and is never cached (`cache-control: no-store`).',
  examples: {
    response: {
      status: 0,
      info: {
        merchantCode: 'VN01',
        siteName: 'Lucky Lotus',
        customerService: [
          { csType: 'LIVECHAT', title: 'Chăm sóc khách hàng', path: 'YwJbFgZLPxYhCgYLotus8Ky' },
        ],
        imageCDNs: [''],
        domainRoute: ['m.luckylotus.vn', 'm2.luckylotus.vn'],
        mobileTemplate: {
          mem_cen: true,
          dep_func: true,
          app_background: '#0f3d3e',
          app_desc: 'Chơi mọi lúc, rút tiền nhanh',
          app_desc_font_color: '#ffffff',
        },
        paths: { affiliate: '/m/agentApply', terms: '/m/terms' },
        register: {
          captchaEnabled: true,
          fields: [{ name: 'username', enabled: true, required: true, min: 4, max: 16 }],
        },
        fieldRules: [
          { name: 'loginPassword', enabled: true, required: true, min: 6, max: 20 },
          {
            name: 'loginMobileNum',
            enabled: true,
            required: true,
            type: 'mobile',
            min: 9,
            max: 11,
          },
        ],
        resources: [{ resourceType: 'Android', url: '/downloads/luckylotus.apk' }],
        whitelabel,
        mainDomain: 'm.luckylotus.vn',
        languages: ['TY', 'EN'],
        defaultLanguage: 'TY',
        currency: { code: 'VND', symbol: '₫' },
        paymentMethods: ['Bank transfer', 'MoMo', 'ZaloPay'],
      },
      location: { ip: '113.161.72.15', country: 'VN' },
      maintenance: { enabled: false, title: gate.maintenance.title, text: gate.maintenance.text },
      regionRestriction: { enabled: true, restricted: false },
    },
  },
});

export const getDomainRouteEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/system/domainRoute',
  auth: 'public',
  gate: false,
  response: DomainRouteSchema,
  errors: [],
  tag: 'system',
  summary: 'Domains the site may be reached at (spec §7 "Domain route")',
  description:
    'spec §7 "Domain route": the domains the site answers on and the main one, so that an app or a blocked visitor can move to another. Answers under maintenance and region restriction too.',
  examples: {
    response: {
      domains: ['m.luckylotus.vn', 'm2.luckylotus.vn'],
      mainDomain: 'm.luckylotus.vn',
    },
  },
});

export const getGateSettingsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/system/gate',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: GateSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Maintenance and region-restriction settings',
  description:
    'The operator’s gate settings: maintenance on or off with its title and text, and the region restriction with its blocked address ranges and countries (spec §4 status 1 and 2).',
  examples: { response: gate },
});

export const updateGateSettingsEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/system/gate',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: GateSettingsPatchBodySchema,
  response: GateSettingsSchema,
  errors: [],
  tag: 'operator',
  summary: 'Turn maintenance on or off and restrict regions, without a restart',
  description:
    'Changes the gate at once, without a restart: fields left out keep their value. Address ranges are IPv4 or IPv6 CIDR (or single addresses); a malformed one is `request.invalid`. Every change is written to the audit log. Answers the whole gate after the change.',
  examples: {
    body: { maintenance: { enabled: true }, regionRestriction: { blockedCountries: ['US', 'SG'] } },
    response: { ...gate, maintenance: { ...gate.maintenance, enabled: true } },
  },
});

export const updateWhitelabelEndpoint = defineEndpoint({
  method: 'PATCH',
  path: '/wps/admin/system/whitelabel',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: WhitelabelPatchSchema,
  response: WhitelabelSchema,
  errors: [],
  tag: 'operator',
  summary: 'Switch whitelabel flags and modules on or off',
  description:
    'Switches whitelabel flags and modules (spec §3 whitelabel, §7 module ids) on or off; flags left out keep their value. A module switched off is refused with `module.disabled` from the next call. Every change is written to the audit log. Answers every flag after the change.',
  examples: {
    body: { SMSLOGIN3: true, GAMELOHOT3: false },
    response: { ...whitelabel, SMSLOGIN3: true, GAMELOHOT3: false },
  },
});
