import type { FieldRule, SiteInfo } from '@app/contracts';
import { defaultSiteSettings } from '../../../modules/system/system.defaults.ts';
import { mediaUrl } from '../../../modules/media/media-url.ts';

export const DEMO_PAYMENT_METHODS = ['VietQR', 'Momo', 'ZaloPay', 'Chuyển khoản', 'USDT'];

/** Registration field rules (spec §3 "Registration rules per field", §5). */
const REGISTER_FIELDS: FieldRule[] = [
  {
    name: 'username',
    enabled: true,
    required: true,
    type: 'string',
    min: 6,
    max: 16,
    // A letter first, then letters or digits.
    pattern: '^[A-Za-z][A-Za-z0-9]{5,15}$',
    whitespace: false,
  },
  {
    name: 'password',
    enabled: true,
    required: true,
    type: 'string',
    // OWASP ASVS 5.0 6.2: 8 to 64 characters, any printable ones, no composition rule.
    min: 8,
    max: 64,
    whitespace: true,
  },
  { name: 'confirmPassword', enabled: true, required: true, type: 'string', min: 8, max: 64 },
  {
    name: 'mobileNum',
    enabled: true,
    required: false,
    type: 'mobile',
    // Vietnamese mobile numbers without the country code: 0 then 9 digits (03x, 05x, 07x, 08x, 09x).
    pattern: '^0[35789]\\d{8}$',
  },
  { name: 'email', enabled: true, required: false, type: 'email', max: 100 },
  { name: 'nickname', enabled: true, required: false, type: 'string', min: 2, max: 20 },
  // spec §5: the captcha answer is an equation result or letters/digits, 1-16 characters.
  { name: 'captcha', enabled: true, required: true, type: 'string', min: 1, max: 16 },
  { name: 'affiliateCode', enabled: true, required: false, type: 'string', max: 32 },
  { name: 'payeeName', enabled: false, required: false, type: 'string', max: 50 },
  { name: 'zalo', enabled: false, required: false, type: 'string', max: 30 },
];

/** The demo merchant's site settings: contacts, download links, payment methods, register rules. */
export function demoSiteSettings(): SiteInfo {
  const base = defaultSiteSettings();
  return {
    ...base,
    customerService: [
      { csType: 'LIVECHAT', title: 'Chăm sóc khách hàng 24/7', path: '/m/customer' },
      { csType: 'ZALO', title: 'Zalo', path: 'https://zalo.me/luckylotus.support' },
      { csType: 'TELEGRAM', title: 'Telegram', path: 'https://t.me/luckylotus_support' },
      { csType: 'HOTLINE', title: 'Hotline 1900 6868', path: 'tel:19006868' },
    ],
    imageCDNs: [''],
    domainRoute: ['m.luckylotus.example', 'luckylotus.example'],
    paths: {
      affiliateLink: '/m/register?affiliateCode=',
      dnsApp: 'https://one.one.one.one/',
      moreLotteryHistory: '/m/lottery?tab=history',
      terms: '/m/useragreement',
    },
    register: { captchaEnabled: true, fields: REGISTER_FIELDS },
    resources: [
      { resourceType: 'Android', url: '/m/app?platform=android' },
      { resourceType: 'IOS', url: '/m/app?platform=ios' },
      { resourceType: 'MOBILECONFIG', url: '/m/app?platform=ios-profile' },
      { resourceType: 'AppDownloadIcon', url: mediaUrl('app', 'icon') },
      { resourceType: 'TELEGRAM', url: 'https://t.me/luckylotus_support' },
      { resourceType: 'WHATSAPP', url: 'https://wa.me/84000000000' },
      { resourceType: 'FACEBOOK', url: 'https://www.facebook.com/luckylotus.example' },
      { resourceType: 'INSTAGRAM', url: 'https://www.instagram.com/luckylotus.example' },
      // A member's way into the affiliate programme: its own invitation link and rewards.
      { resourceType: 'AFFILIATELINK', url: '/m/inviteFriends' },
    ],
    mainDomain: 'm.luckylotus.example',
    currency: { code: 'VND', symbol: '₫' },
    paymentMethods: [...DEMO_PAYMENT_METHODS],
  };
}
