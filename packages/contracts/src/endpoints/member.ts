import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import { ChangePasswordBodySchema, ChangePasswordValueSchema, MemberInfoSchema } from '../auth.ts';

// The signed-in member (spec §3 Member info) and the development outbox.

export const getMemberInfoEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/info',
  auth: 'member',
  module: 'COMM3',
  response: MemberInfoSchema,
  errors: [],
  tag: 'member',
  summary: 'The signed-in member (spec §3 Member info)',
  description:
    'spec §3 Member info, called with the session’s token (spec §7): account, account number, nickname, type, club and member labels, the mobile number and e-mail masked for display, and `firstTimeLogin` when an initial password must be changed. The home header shows the nickname, else the account (spec §2).',
  examples: {
    response: {
      id: 23,
      account: 'demo01',
      accountNo: '100023',
      nickname: 'Anh Demo',
      type: 0,
      clubLabel: { labelName: 'VIP 1' },
      memberLabel: [{ labelName: 'Thành viên mới' }],
      mobileNum: '+84912***678',
      email: 'de***@example.vn',
      hasPassword: true,
      firstTimeLogin: false,
    },
  },
});

export const changePasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/password',
  auth: 'real',
  body: ChangePasswordBodySchema,
  response: ChangePasswordValueSchema,
  errors: ['modify.new.old.same', 'password.confirm_mismatch', 'password.old_incorrect'],
  tag: 'member',
  summary: 'Change password; revokes every session and answers a new token',
  description:
    'spec §2/§4/§5 change password: the old password must be right, the new one must follow the password rule, equal its confirmation and differ from the old (`modify.new.old.same`). Every session of the member is revoked and a new one is answered, so a stolen token dies with the old password. Not for trial accounts (spec §6).',
  examples: {
    body: { oldPassword: 'Demo1234', newPassword: 'Fresh1234', confirmNewPassword: 'Fresh1234' },
    response: { token: 'Lm4nB7vC1xZ9aS2dF5gH8jK0qW3eR6tY1uI4oP7aS0d' },
  },
});

/** One of the member's sessions (a signed-in device), as the member sees it. */
export const MemberSessionSchema = z.object({
  id: z.int(),
  /** This is the session the call was made with. */
  current: z.boolean(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Ends by then unless used again (and at most 30 days after sign-in). */
  expiresAt: z.string(),
  ip: z.nullable(z.string()),
  userAgent: z.nullable(z.string()),
});
export type MemberSession = z.infer<typeof MemberSessionSchema>;

export const MemberSessionParamsSchema = z.object({
  id: z.pipe(z.coerce.number(), z.int().check(z.gte(1), z.lte(Number.MAX_SAFE_INTEGER))),
});

const sessionExample = {
  id: 812,
  current: true,
  createdAt: '2026-11-20T12:03:11.000Z',
  lastSeenAt: '2026-11-24T08:41:52.000Z',
  expiresAt: '2026-12-01T08:41:52.000Z',
  ip: '113.161.4.20',
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Safari/604.1',
};

export const listMemberSessionsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/sessions',
  auth: 'member',
  module: 'SECPRIV',
  response: z.array(MemberSessionSchema),
  errors: [],
  tag: 'member',
  summary: 'The member’s signed-in devices',
  description:
    'Every live session of the signed-in member (ASVS 7.4.5), newest use first, with when it signed in, when it was last used, its address and browser; `current` marks the one the call was made with.',
  examples: { response: [sessionExample] },
});

export const endMemberSessionEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/sessions/:id',
  auth: 'member',
  module: 'SECPRIV',
  params: MemberSessionParamsSchema,
  response: z.object({}),
  errors: ['resource.not_found'],
  tag: 'member',
  summary: 'Sign one of the member’s devices out',
  description:
    'Ends one live session of the signed-in member (another device, or this one). A session of another member, or one already ended, is `resource.not_found`.',
  docs: { params: { id: 'The session’s id, as the list of sessions gives it.' } },
  examples: { params: { id: 812 }, response: {} },
});

export const endOtherMemberSessionsEndpoint = defineEndpoint({
  method: 'DELETE',
  path: '/wps/member/sessions',
  auth: 'member',
  module: 'SECPRIV',
  response: z.object({ ended: z.int() }),
  errors: [],
  tag: 'member',
  summary: 'Sign every other device out',
  description:
    'Ends every live session of the signed-in member except the one the call was made with, and answers how many ended.',
  examples: { response: { ended: 2 } },
});

/** `?to=&limit=` of the development outbox. */
export const DevOutboxQuerySchema = z.object({
  to: z.optional(z.string().check(z.maxLength(254))),
  limit: z._default(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100)), 20),
});

/** A message the development SMS provider, mailer or captcha "sent". */
export const DevOutboxMessageSchema = z.object({
  id: z.number(),
  channel: z.string(),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});

export const listDevOutboxEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/dev/outbox',
  auth: 'public',
  gate: false,
  hide: true,
  query: DevOutboxQuerySchema,
  response: z.array(DevOutboxMessageSchema),
  errors: [],
  tag: 'development',
  summary: 'Messages the development SMS provider and mailer sent (not in production)',
  description:
    'Development only (registered when the dev outbox is on, never in production): the SMS codes, e-mails and captcha answers the development providers “sent”, newest first, so that server and browser tests can get past them like a person would.',
  docs: {
    query: {
      to: 'Only messages to this recipient (a mobile number, an e-mail address or a captcha id).',
      limit: 'How many, newest first (1 to 100; 20 when absent).',
    },
  },
  examples: {
    query: { to: '+84912345678', limit: 1 },
    response: [
      {
        id: 41,
        channel: 'sms',
        recipient: '+84912345678',
        subject: '',
        body: 'Lucky Lotus: 482913 is your verification code. It expires in 5 minutes.',
        createdAt: '2026-11-24T09:30:00.000Z',
      },
    ],
  },
});
