import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  ChangeRoleBodySchema,
  CreatedOperatorSchema,
  CreateOperatorBodySchema,
  EndedSessionsSchema,
  OperatorMeSchema,
  OperatorSchema,
  OperatorSessionSchema,
  OperatorSessionValueSchema,
  ROLE_PERMISSIONS,
  SecondStepBodySchema,
  SignInBodySchema,
  SignInChallengeSchema,
  type Operator,
  type OperatorMe,
} from '../operator-access.ts';

// Operator accounts (docs/decisions/2026-11-24-operator-accounts.md): sign-in with a password and
// a TOTP second factor, the session, operators and their roles, and ending sessions. Every call
// answers under maintenance (gate false): the back office must work while the site is closed.

const IdParamsSchema = z.object({
  id: z.coerce.number().check(z.int(), z.positive(), z.maximum(Number.MAX_SAFE_INTEGER)),
});
const ID_DOCS = { id: 'The operator’s id, as the operator list answers it.' };

const operator: Operator = {
  id: 2,
  username: 'finance',
  role: 'finance',
  totpEnrolled: true,
  disabled: false,
  lockedUntil: null,
  createdAt: '2026-11-24T08:00:00.000Z',
  updatedAt: '2026-11-24T08:00:00.000Z',
};

const me: OperatorMe = {
  kind: 'operator',
  operator,
  role: 'finance',
  permissions: [...ROLE_PERMISSIONS.finance],
  sessionExpiresAt: '2026-11-24T20:00:00.000Z',
};

export const signInOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/auth/sign-in',
  auth: 'public',
  gate: false,
  body: SignInBodySchema,
  response: SignInChallengeSchema,
  errors: ['operator.sign_in_failed', 'operator.locked'],
  tag: 'operator',
  summary: 'Operator sign-in, first step: username and password',
  description:
    'Checks the password and answers a pending sign-in (5 minutes) that the second step completes with a TOTP code or a recovery code. An operator not yet enrolled gets the otpauth:// URI to scan (next: enrol). A wrong username, a wrong password and a disabled account all answer operator.sign_in_failed; 10 failures in a row lock the account for 15 minutes (operator.locked), and failures are limited per address too.',
  examples: {
    body: { username: 'finance', password: 'LotusDemo-2026!' },
    response: {
      challenge: 'b3JkZXItY2hhbGxlbmdlLWV4YW1wbGU',
      next: 'totp',
      otpauthUri: null,
      expiresAt: '2026-11-24T08:05:00.000Z',
    },
  },
});

export const completeOperatorSignInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/auth/second-step',
  auth: 'public',
  gate: false,
  body: SecondStepBodySchema,
  response: OperatorSessionValueSchema,
  errors: ['operator.code_invalid', 'operator.challenge_expired', 'operator.locked'],
  tag: 'operator',
  summary: 'Operator sign-in, second step: TOTP code or recovery code → session',
  description:
    'Completes a pending sign-in with the current 6-digit TOTP code (RFC 6238, 30 s, ±1 step) or one of the recovery codes, each usable once. A code already used in its time step is refused (operator.code_invalid). At enrolment the first valid code confirms the authenticator and the answer carries 10 recovery codes, shown once. The session token goes in Authorization: Bearer; a session ends after 30 minutes without a call and 12 hours after sign-in at the latest.',
  examples: {
    body: { challenge: 'b3JkZXItY2hhbGxlbmdlLWV4YW1wbGU', code: '492039' },
    response: { token: 'c2Vzc2lvbi10b2tlbi1leGFtcGxl', me, recoveryCodes: null },
  },
});

export const signOutOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/auth/sign-out',
  auth: 'operator',
  permission: 'account.self',
  gate: false,
  response: z.null(),
  errors: [],
  tag: 'operator',
  summary: 'End this operator session',
  description:
    'Ends the session of the token sent; the token is refused from then on. With the service token it does nothing.',
  examples: { response: null },
});

export const getOperatorMeEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/auth/me',
  auth: 'operator',
  permission: 'account.self',
  gate: false,
  response: OperatorMeSchema,
  errors: [],
  tag: 'operator',
  summary: 'The signed-in operator, its role and permissions',
  description:
    'Who is calling: the operator and its role with the permissions the role holds (the console hides what they do not allow), and when the session ends at the latest. For the service token: kind service, no operator, and the role it is configured with.',
  examples: { response: me },
});

export const listOperatorsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/operators',
  auth: 'operator',
  permission: 'operators.manage',
  gate: false,
  response: z.array(OperatorSchema),
  errors: [],
  tag: 'operator',
  summary: 'Every operator account, with its role and state',
  description:
    'Every operator account by username: role, whether its TOTP is enrolled, disabled or locked. Never a password hash or TOTP secret.',
  examples: { response: [operator] },
});

export const createOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/operators',
  auth: 'operator',
  permission: 'operators.manage',
  gate: false,
  status: 201,
  body: CreateOperatorBodySchema,
  response: CreatedOperatorSchema,
  errors: ['operator.username_taken'],
  tag: 'operator',
  summary: 'Create an operator with a role; answers its generated password and TOTP URI once',
  description:
    'Creates an operator account with a generated password (shown once in the answer; only its scrypt hash is stored) and a TOTP secret whose otpauth:// URI is answered once for the authenticator app; the first sign-in confirms it with a code (and shows the URI again until then). Usernames are 3 to 32 of a–z, 0–9, _ . - and start with a letter. Audited.',
  examples: {
    body: { username: 'finance2', role: 'finance' },
    response: {
      operator: { ...operator, id: 8, username: 'finance2', totpEnrolled: false },
      password: 'q7Vd-4kPz-Xw2m-Lr9c-Hs',
      otpauthUri:
        'otpauth://totp/Lucky%20Lotus%20back%20office:finance2?issuer=Lucky%20Lotus%20back%20office&secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30',
    },
  },
});

export const disableOperatorEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/operators/:id/disable',
  auth: 'operator',
  permission: 'operators.manage',
  gate: false,
  params: IdParamsSchema,
  response: OperatorSchema,
  errors: ['operator.not_found', 'operator.last_administrator'],
  tag: 'operator',
  summary: 'Disable an operator and end its sessions',
  description:
    'Disables the account (it can no longer sign in) and ends its open sessions at once. The last active administrator cannot be disabled. Audited.',
  docs: { params: ID_DOCS },
  examples: { params: { id: 2 }, response: { ...operator, disabled: true } },
});

export const changeOperatorRoleEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/operators/:id/role',
  auth: 'operator',
  permission: 'operators.manage',
  gate: false,
  params: IdParamsSchema,
  body: ChangeRoleBodySchema,
  response: OperatorSchema,
  errors: ['operator.not_found', 'operator.last_administrator'],
  tag: 'operator',
  summary: 'Give an operator another role',
  description:
    'Changes the operator’s role; its open sessions follow from their next call. The last active administrator keeps its role. Audited with the role before and after.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 2 },
    body: { role: 'read_only' },
    response: { ...operator, role: 'read_only' },
  },
});

export const listOperatorSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/operators/:id/sessions',
  auth: 'operator',
  permission: 'operators.manage',
  gate: false,
  params: IdParamsSchema,
  response: z.array(OperatorSessionSchema),
  errors: ['operator.not_found'],
  tag: 'operator',
  summary: 'An operator’s open sessions',
  description:
    'The operator’s sessions that are neither ended nor expired, newest first, with where they were opened.',
  docs: { params: ID_DOCS },
  examples: {
    params: { id: 2 },
    response: [
      {
        id: 31,
        createdAt: '2026-11-24T08:00:00.000Z',
        lastSeenAt: '2026-11-24T08:20:00.000Z',
        expiresAt: '2026-11-24T20:00:00.000Z',
        ip: '203.113.152.10',
        userAgent: 'Mozilla/5.0',
      },
    ],
  },
});

export const endOperatorSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/operators/:id/sessions/end',
  auth: 'operator',
  permission: 'sessions.revoke',
  gate: false,
  params: IdParamsSchema,
  response: EndedSessionsSchema,
  errors: ['operator.not_found'],
  tag: 'operator',
  summary: 'End every session of an operator',
  description: 'Ends every open session of the operator at once. Audited with how many ended.',
  docs: { params: ID_DOCS },
  examples: { params: { id: 2 }, response: { ended: 1 } },
});

export const endMemberSessionsEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/members/:account/sessions/end',
  auth: 'operator',
  permission: 'sessions.revoke',
  gate: false,
  params: z.object({ account: z.string().check(z.minLength(1), z.maxLength(64)) }),
  response: EndedSessionsSchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'End every session of a member',
  description:
    'Logs the member out everywhere: every open session ends, and the next call with one of them answers auth.session_expired. Audited.',
  docs: { params: { account: 'The member’s account name.' } },
  examples: { params: { account: 'demo01' }, response: { ended: 2 } },
});
