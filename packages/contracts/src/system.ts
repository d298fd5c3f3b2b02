import { z } from 'zod/mini';
import { ResourceTypeSchema, SiteLanguageSchema } from './enums.ts';

/**
 * Whitelabel flags of spec §3 plus the agent permission keys of spec §2 "Agent home" and the
 * module ids the site sends in the module header (spec §7). A module whose flag is off is refused
 * by the server with `module.disabled`.
 */
export const WHITELABEL_FLAGS = [
  // spec §3
  'CBS3',
  'MAILCEN',
  'REWCEN3',
  'PTSYS3',
  'TRANSBETREPMEM3',
  'TRANSREC3',
  'SECPRIV',
  'MYACC',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FACEBOOKLOGIN3',
  'GOOGLELOGIN3',
  // agent permission keys, spec §2
  'AGEPAG',
  'DOWNMAN',
  'AGETEAMPNL3',
  'TEAMBETTING3',
  'GAMSER',
  'AGEREBINC3',
  'REGCEN',
  // flags the spec names by meaning only
  'SMSLOGIN3',
  'DIVIDEND3',
  'REFERRAL3',
  'PHONEAUTH3',
  // module ids of spec §7
  'COMM3',
  'GAMELO3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'GAMELOHOT3',
] as const;
export const WhitelabelFlagSchema = z.enum(WHITELABEL_FLAGS);
export type WhitelabelFlag = z.infer<typeof WhitelabelFlagSchema>;
export const WhitelabelSchema = z.record(WhitelabelFlagSchema, z.boolean());
export type Whitelabel = z.infer<typeof WhitelabelSchema>;

/** One server-provided field rule (spec §5); the rule engine arrives with the identity module. */
export const FieldRuleSchema = z.object({
  name: z.string(),
  enabled: z.boolean(),
  required: z.boolean(),
  type: z.optional(z.enum(['string', 'number', 'email', 'mobile'])),
  min: z.optional(z.int().check(z.nonnegative())),
  max: z.optional(z.int().check(z.positive())),
  pattern: z.optional(z.string()),
  enum: z.optional(z.array(z.string())),
  whitespace: z.optional(z.boolean()),
});
export type FieldRule = z.infer<typeof FieldRuleSchema>;

export const RegisterSettingsSchema = z.object({
  captchaEnabled: z.boolean(),
  fields: z.array(FieldRuleSchema),
});

/**
 * Customer-service entry. `path` is obfuscated as the spec describes (spec §3): the last 8
 * characters are the key; see `decodeCustomerServicePath`.
 */
export const CustomerServiceSchema = z.object({
  csType: z.string(),
  title: z.string(),
  path: z.string(),
});
export type CustomerService = z.infer<typeof CustomerServiceSchema>;

export const ResourceSchema = z.object({ resourceType: ResourceTypeSchema, url: z.string() });
export type Resource = z.infer<typeof ResourceSchema>;

export const MobileTemplateSchema = z.object({
  mem_cen: z.boolean(),
  dep_func: z.boolean(),
  app_background: z.string(),
  app_desc: z.string(),
  app_desc_font_color: z.string(),
});

export const SiteInfoSchema = z.object({
  merchantCode: z.string(),
  siteName: z.string(),
  customerService: z.array(CustomerServiceSchema),
  imageCDNs: z.array(z.string()),
  domainRoute: z.array(z.string()),
  mobileTemplate: MobileTemplateSchema,
  /** Named links the site opens: affiliate link, DNS app, more lottery history, terms … */
  paths: z.record(z.string(), z.string()),
  register: RegisterSettingsSchema,
  /**
   * Field rules of the other forms (spec §5): loginUsername, loginPassword, loginMobileNum,
   * verificationCode, password (new passwords), mobileMinLength via loginMobileNum.min.
   */
  fieldRules: z._default(z.array(FieldRuleSchema), []),
  resources: z.array(ResourceSchema),
  whitelabel: WhitelabelSchema,
  mainDomain: z.string(),
  languages: z.array(SiteLanguageSchema).check(z.minLength(1)),
  defaultLanguage: SiteLanguageSchema,
  currency: z.object({ code: z.string(), symbol: z.string() }),
  /** Payment methods shown in the footer. */
  paymentMethods: z.array(z.string()),
});
export type SiteInfo = z.infer<typeof SiteInfoSchema>;

/** Spec §4: 0 normal, 1 maintenance (wins when both flags are set), 2 region restricted. */
export const SystemStatusCodeSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatusCode = z.infer<typeof SystemStatusCodeSchema>;

export const SystemStatusSchema = z.object({
  status: SystemStatusCodeSchema,
  info: SiteInfoSchema,
  location: z.object({ ip: z.string(), country: z.nullable(z.string()) }),
  maintenance: z.object({ enabled: z.boolean(), title: z.string(), text: z.string() }),
  regionRestriction: z.object({ enabled: z.boolean(), restricted: z.boolean() }),
});
export type SystemStatus = z.infer<typeof SystemStatusSchema>;

/** Operator's gate settings (maintenance and region restriction), changed without a restart. */
export const GateSettingsSchema = z.object({
  maintenance: z.object({
    enabled: z.boolean(),
    title: z.string().check(z.maxLength(200)),
    text: z.string().check(z.maxLength(2000)),
  }),
  regionRestriction: z.object({
    enabled: z.boolean(),
    /** IPv4 or IPv6 CIDR ranges (or single addresses) that are refused. */
    blockedRanges: z.array(z.string().check(z.maxLength(64))).check(z.maxLength(1000)),
    /** ISO 3166-1 alpha-2 codes read from the configured country header. */
    blockedCountries: z.array(z.string().check(z.regex(/^[A-Z]{2}$/))).check(z.maxLength(300)),
  }),
});
export type GateSettings = z.infer<typeof GateSettingsSchema>;
export const GateSettingsPatchSchema = z.object({
  maintenance: z.optional(z.partial(GateSettingsSchema.shape.maintenance)),
  regionRestriction: z.optional(z.partial(GateSettingsSchema.shape.regionRestriction)),
});
export type GateSettingsPatch = z.infer<typeof GateSettingsPatchSchema>;

export const DomainRouteSchema = z.object({ domains: z.array(z.string()), mainDomain: z.string() });

/**
 * spec §3: the customer-service path is sent obfuscated, "encrypted using last 8 chars as key".
 * Format: base64url(utf8 bytes XOR key) followed by the 8-character key. This keeps links out of
 * naive scrapers; it is not a secret.
 */
export function decodeCustomerServicePath(encoded: string): string {
  if (encoded.length <= 8) return '';
  const key = encoded.slice(-8);
  const body = encoded.slice(0, -8).replace(/-/g, '+').replace(/_/g, '/');
  const bin = atob(body);
  const bytes = new Uint8Array(bin.length);
  for (let i = 0; i < bin.length; i++) bytes[i] = bin.charCodeAt(i) ^ key.charCodeAt(i % 8);
  return new TextDecoder().decode(bytes);
}

export function encodeCustomerServicePath(path: string, key: string): string {
  if (key.length !== 8) throw new Error('key must be 8 characters');
  const bytes = new TextEncoder().encode(path);
  let bin = '';
  for (let i = 0; i < bytes.length; i++)
    bin += String.fromCharCode(bytes[i]! ^ key.charCodeAt(i % 8));
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '') + key;
}
