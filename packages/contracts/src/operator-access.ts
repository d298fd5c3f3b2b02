import { z } from 'zod/mini';

/**
 * Who may do what in the back office (docs/decisions/2026-11-24-operator-accounts.md): each
 * operator has one role, each role a fixed set of permissions, and every operator endpoint names
 * the one permission it needs. The server refuses a call whose role lacks it (403
 * operator.forbidden); the console hides what a role may not do, from the same table.
 */

export const OPERATOR_ROLES = [
  'administrator',
  'finance',
  'content',
  'support',
  'lottery',
  'read_only',
] as const;
export const OperatorRoleSchema = z.enum(OPERATOR_ROLES);
export type OperatorRole = z.infer<typeof OperatorRoleSchema>;

/** Every permission, with what it allows. */
export const OPERATOR_PERMISSIONS = {
  'account.self': 'See one’s own account and sign out (every role)',
  'money.read': 'See deposits, withdrawals, deposit channels and adjustments awaiting approval',
  'money.decide': 'Confirm or reject deposits, approve or reject withdrawals',
  'money.adjust':
    'Adjust a member’s balance, approve or reject another operator’s adjustment, reverse ledger transfers',
  'money.channels': 'Create and change deposit channels',
  'reports.read': 'Run the ledger check, read the dashboard and reports (and export them as CSV)',
  'members.read': 'Search members and see a member’s profile, money, bets, logins and notes',
  'members.write': 'Block and unblock members, reset their password, set labels, write notes',
  'content.write': 'Create, change and end announcements and banners; upload their images',
  'promotions.review':
    'See members’ promotion applications and their images; approve them (granting the bonus) or reject them',
  'games.write': 'Change the game vendor split',
  'settings.read':
    'See the gate (maintenance, regions), the site settings, the vendor split and the money settings',
  'settings.write':
    'Switch maintenance, region restriction and whitelabel flags; change the site settings (customer service, field rules, resources, languages, payment methods) and the money settings (withdrawal limits, adjustment approval)',
  'lottery.read': 'See draws and lottery settings',
  'lottery.results': 'Enter and cancel lottery results, run the draw engine',
  'lottery.settings': 'Change odds and stake bounds',
  'operators.manage': 'List, create and disable operators, change their role',
  'sessions.revoke': 'End operators’ and members’ sessions',
  'audit.read': 'Browse the audit trail',
  'chat.answer':
    'Answer members in the live chat console: take, hand over and close conversations, edit canned replies',
} as const;
export type OperatorPermission = keyof typeof OPERATOR_PERMISSIONS;
export const OperatorPermissionSchema = z.enum(
  Object.keys(OPERATOR_PERMISSIONS) as [OperatorPermission, ...OperatorPermission[]],
);

const ALL = Object.keys(OPERATOR_PERMISSIONS) as OperatorPermission[];

/** The role × permission table; the server enforces it on every operator call. */
export const ROLE_PERMISSIONS: Readonly<Record<OperatorRole, readonly OperatorPermission[]>> = {
  administrator: ALL,
  finance: [
    'account.self',
    'money.read',
    'money.decide',
    'money.adjust',
    'money.channels',
    'reports.read',
    'members.read',
    'promotions.review',
    'audit.read',
  ],
  content: ['account.self', 'content.write', 'games.write', 'settings.read'],
  support: [
    'account.self',
    'money.read',
    'members.read',
    'members.write',
    'promotions.review',
    'sessions.revoke',
    'chat.answer',
  ],
  lottery: ['account.self', 'lottery.read', 'lottery.results', 'lottery.settings'],
  read_only: [
    'account.self',
    'money.read',
    'reports.read',
    'members.read',
    'settings.read',
    'lottery.read',
    'audit.read',
  ],
};

/** Whether a role holds a permission. */
export function roleCan(role: OperatorRole, permission: OperatorPermission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** ASVS 2.1: at least 12 characters, at most 128; no composition rules. */
export const OperatorPasswordSchema = z.string().check(z.minLength(12), z.maxLength(128));

export const OperatorUsernameSchema = z
  .string()
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z][a-z0-9_.-]{2,31}$/));

/** An operator as the back office lists it; never its password hash or TOTP secret. */
export const OperatorSchema = z.object({
  id: z.number(),
  username: z.string(),
  role: OperatorRoleSchema,
  /** false until the operator confirmed a TOTP code at first sign-in. */
  totpEnrolled: z.boolean(),
  disabled: z.boolean(),
  /** Set while too many wrong passwords or codes keep the account locked. */
  lockedUntil: z.nullable(z.string()),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Operator = z.infer<typeof OperatorSchema>;

/** Who is calling: a signed-in operator, or the service token acting with its configured role. */
export const OperatorMeSchema = z.object({
  kind: z.enum(['operator', 'service']),
  operator: z.nullable(OperatorSchema),
  role: OperatorRoleSchema,
  permissions: z.array(OperatorPermissionSchema),
  /** The session's end (absolute) and its idle limit; null for the service token. */
  sessionExpiresAt: z.nullable(z.string()),
});
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

export const SignInBodySchema = z.object({
  username: z.string().check(z.minLength(1), z.maxLength(64)),
  password: z.string().check(z.minLength(1), z.maxLength(128)),
});

/**
 * A pending sign-in: the password was right; the second step needs a TOTP code (or a recovery
 * code), or, before enrolment, a first code from the authenticator set up with `otpauthUri`.
 */
export const SignInChallengeSchema = z.object({
  challenge: z.string(),
  next: z.enum(['totp', 'enrol']),
  /** Only when next is 'enrol': the otpauth:// URI the console shows as a QR code. */
  otpauthUri: z.nullable(z.string()),
  expiresAt: z.string(),
});

export const SecondStepBodySchema = z.object({
  challenge: z.string().check(z.minLength(1), z.maxLength(128)),
  /** A 6-digit TOTP code, or one of the recovery codes (xxxxx-xxxxx). */
  code: z.string().check(z.minLength(6), z.maxLength(32)),
});

export const OperatorSessionValueSchema = z.object({
  token: z.string(),
  me: OperatorMeSchema,
  /** Only right after enrolment: 10 one-time recovery codes, shown once. */
  recoveryCodes: z.nullable(z.array(z.string())),
});

export const OperatorSessionSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  expiresAt: z.string(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});

export const CreateOperatorBodySchema = z.strictObject({
  username: OperatorUsernameSchema,
  role: OperatorRoleSchema,
});

/**
 * The new operator, its generated password and the otpauth:// URI of its TOTP secret, shown once;
 * the first sign-in confirms the authenticator with a code.
 */
export const CreatedOperatorSchema = z.object({
  operator: OperatorSchema,
  password: z.string(),
  otpauthUri: z.string(),
});
export type CreatedOperator = z.infer<typeof CreatedOperatorSchema>;

export const ChangeRoleBodySchema = z.strictObject({ role: OperatorRoleSchema });

export const EndedSessionsSchema = z.object({ ended: z.number() });
