import { z } from 'zod/mini';
import { defineEndpoint } from '../endpoint.ts';
import {
  MemberAccountParamsSchema,
  MemberDetailSchema,
  MemberLabelsBodySchema,
  MemberNoteBodySchema,
  MemberNoteSchema,
  MemberPasswordResetBodySchema,
  MemberPasswordResetSchema,
  MemberSearchQuerySchema,
  MemberStatusBodySchema,
  MemberStatusChangeSchema,
  MemberSummaryPageSchema,
  MemberSummarySchema,
  type MemberDetail,
  type MemberSummary,
} from '../admin-members.ts';

// Members in the back office (docs/decisions/2026-11-24-back-office-api.md): search, the detail
// support works from, block and unblock, password reset, labels and notes. Every change writes an
// audit line (before → after) in its own transaction; every call answers under maintenance too.

const ACCOUNT_DOCS = { account: 'The member’s account name (any letter case).' };

const member: MemberSummary = {
  id: 7,
  account: 'demo01',
  accountNo: '10000007',
  nickname: 'An Nguyen',
  type: 0,
  kind: 'player',
  status: 'active',
  labels: [],
  clubLabel: 'VIP0',
  mobileNum: '+84912345678',
  email: 'an@example.vn',
  balance: '5200000.00',
  createdAt: '2026-11-01T03:00:00.000Z',
  lastLoginAt: '2026-11-24T01:55:00.000Z',
};

const detail: MemberDetail = {
  profile: {
    ...member,
    countryDialingCode: '+84',
    parentAccount: null,
    affiliateCode: null,
    registerSource: 'H5',
    registerIp: '113.161.40.12',
    mustChangePassword: false,
    totpEnabled: false,
    realNames: ['NGUYEN VAN AN'],
    updatedAt: '2026-11-01T03:00:00.000Z',
  },
  wallet: { balance: '5200000.00', pendingWithdrawal: '0.00', isTrial: false, openSessions: 1 },
  bankAccounts: [
    {
      id: 3,
      bankCode: 'VCB',
      bankName: 'Vietcombank',
      accountName: 'NGUYEN VAN AN',
      accountNoMasked: '******6789',
      createdAt: '2026-11-02T04:00:00.000Z',
    },
  ],
  ledger: [
    {
      transferId: 9120,
      time: '2026-11-24T10:05:00.000Z',
      type: 'ADJ',
      kind: 'adjustment',
      amount: '200000.00',
      balanceAfter: '5200000.00',
      reference: 'adjust:demo01',
    },
  ],
  deposits: [],
  withdrawals: [],
  betsByGame: [
    {
      category: 'RNG',
      vendorCode: 'BGS',
      gameCode: 'EMERALD_CRANE_HOLD_WIN',
      betCount: 40,
      bets: '400000.00',
      wins: '352000.00',
      ggr: '48000.00',
      lastBetAt: '2026-11-23T14:02:00.000Z',
    },
  ],
  lotteryBets: [],
  logins: [
    {
      at: '2026-11-24T01:55:00.000Z',
      ip: '113.161.40.12',
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Mobile/15E148',
      endedAt: null,
    },
  ],
  notes: [
    {
      id: 12,
      text: 'Gọi lại: đã xác minh danh tính qua CCCD',
      actor: 'operator:support',
      operatorId: 4,
      createdAt: '2026-11-24T02:10:00.000Z',
    },
  ],
};

export const searchMembersEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/members',
  auth: 'operator',
  permission: 'members.read',
  gate: false,
  query: MemberSearchQuerySchema,
  csv: true,
  response: MemberSummaryPageSchema,
  errors: [],
  tag: 'operator',
  summary: 'Search members by account, mobile, e-mail, name or id (JSON or CSV)',
  description:
    'Members newest first, each with its type, status, labels and balance. `q` matches part of the account name, nickname, e-mail, mobile number or a bank account holder’s name, and exactly the id or account number. With format=csv the page is answered as a CSV file (text/csv) instead of the envelope; cells that a spreadsheet would read as a formula (starting with = + - @, tab or CR) are prefixed with an apostrophe.',
  docs: {
    query: {
      q: 'Part of an account name, nickname, e-mail, mobile number or holder’s name; or an id or account number.',
      status: 'Only active or only blocked members.',
      pageNo: 'Page number from 1.',
      pageSize: 'Members per page, at most 200 (default 50).',
      format: 'json (default): the envelope; csv: a CSV file of the page.',
    },
  },
  examples: {
    query: { q: '0912345678', pageNo: '1', pageSize: '50' },
    response: { list: [member], pageNum: 1, pageSize: 50, total: 1, totalPages: 1 },
  },
});

export const getMemberEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/members/:account',
  auth: 'operator',
  permission: 'members.read',
  gate: false,
  params: MemberAccountParamsSchema,
  response: MemberDetailSchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'One member: profile, wallet, ledger, deposits, withdrawals, bets, logins, notes',
  description:
    'Everything support needs about one member: the profile (type, labels, status, real names from the bank accounts), the wallet and pending withdrawals, the last 20 wallet lines, the last 10 deposits and withdrawals, stakes, wins and GGR per game from the ledger, the last 20 lottery bets, the last 20 sign-ins with address and user agent, and the operators’ notes.',
  docs: { params: ACCOUNT_DOCS },
  examples: { params: { account: 'demo01' }, response: detail },
});

export const blockMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/members/:account/block',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: MemberAccountParamsSchema,
  body: MemberStatusBodySchema,
  response: MemberStatusChangeSchema,
  errors: ['operator.account_not_found', 'member.status_unchanged'],
  tag: 'operator',
  summary: 'Block a member: no sign-in, every session ends (reason required)',
  description:
    'Blocks the account: sign-in answers account.disabled and every open session ends at once (the next call with one answers auth.session_expired). The reason goes to the audit trail with the status before and after, in the change’s transaction. A member already blocked is member.status_unchanged.',
  docs: { params: ACCOUNT_DOCS },
  examples: {
    params: { account: 'demo01' },
    body: { reason: 'Nghi ngờ gian lận khuyến mãi' },
    response: { member: { ...member, status: 'blocked' }, endedSessions: 2 },
  },
});

export const unblockMemberEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/members/:account/unblock',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: MemberAccountParamsSchema,
  body: MemberStatusBodySchema,
  response: MemberStatusChangeSchema,
  errors: ['operator.account_not_found', 'member.status_unchanged'],
  tag: 'operator',
  summary: 'Unblock a member (reason required)',
  description:
    'The member may sign in again (their old sessions stay ended). Audited with the reason, before → after. A member who is not blocked is member.status_unchanged.',
  docs: { params: ACCOUNT_DOCS },
  examples: {
    params: { account: 'demo01' },
    body: { reason: 'Đã xác minh, mở khóa' },
    response: { member, endedSessions: 0 },
  },
});

export const resetMemberPasswordEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/members/:account/password-reset',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: MemberAccountParamsSchema,
  body: MemberPasswordResetBodySchema,
  response: MemberPasswordResetSchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'Reset a member’s password: a temporary one answered once, or the one given',
  description:
    'Without a password, the server makes a temporary one that follows the site’s password rule and answers it this once (only its hash is stored); with one, that password is set (request.invalid when it breaks the rule). Either way the member must choose a new password at the next sign-in (firstTimeLogin), every session ends, and the audit line records the reason (never the password).',
  docs: { params: ACCOUNT_DOCS },
  examples: {
    params: { account: 'demo01' },
    body: { reason: 'Hội viên gọi hotline, đã xác minh CCCD' },
    response: { temporaryPassword: 'k7Qm2xRp9T', mustChangePassword: true, endedSessions: 1 },
  },
});

export const addMemberNoteEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/members/:account/notes',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: MemberAccountParamsSchema,
  body: MemberNoteBodySchema,
  response: MemberNoteSchema,
  status: 201,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'Add an operator note to a member',
  description:
    'Appends a note (up to 2,000 characters) to the member, signed by the operator; notes are never changed or removed. Audited.',
  docs: { params: ACCOUNT_DOCS },
  examples: {
    params: { account: 'demo01' },
    body: { text: 'Gọi lại: đã xác minh danh tính qua CCCD' },
    response: detail.notes[0]!,
  },
});

export const setMemberLabelsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/members/:account/labels',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: MemberAccountParamsSchema,
  body: MemberLabelsBodySchema,
  response: MemberSummarySchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'Set a member’s labels (e.g. nochat)',
  description:
    'Replaces the member’s labels (spec §3 memberLabel: lower-case words, at most 20; duplicates are dropped). The label nochat hides the chat from the member (spec §6). Audited before → after.',
  docs: { params: ACCOUNT_DOCS },
  examples: {
    params: { account: 'demo01' },
    body: { labels: ['nochat'], reason: 'Spam trong phòng chat' },
    response: { ...member, labels: ['nochat'] },
  },
});

export const removeMemberTotpEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/members/:account/totp/remove',
  auth: 'operator',
  permission: 'members.write',
  gate: false,
  params: MemberAccountParamsSchema,
  body: MemberStatusBodySchema,
  response: z.object({ endedSessions: z.int() }),
  errors: ['operator.account_not_found', 'totp.not_enabled'],
  tag: 'operator',
  summary: 'Remove a member’s authenticator app (a lost phone, identity checked by support)',
  description:
    'Turns the member’s authenticator app off: the secret and the recovery codes are deleted, every session ends, and the next sign-in asks for the password only. The reason goes to the audit trail (`member.totp_removed`). `totp.not_enabled` when the member has none.',
  docs: { params: ACCOUNT_DOCS },
  examples: {
    params: { account: 'demo01' },
    body: { reason: 'Mất điện thoại, đã xác minh CCCD qua hotline' },
    response: { endedSessions: 1 },
  },
});
