import { defineEndpoint } from '../endpoint.ts';
import { IdParamsSchema } from '../promotions.ts';
import {
  DEFAULT_WAGERING_CONTRIBUTIONS,
  ExcludeBodySchema,
  ProtectionSchema,
  SessionResultQuerySchema,
  SessionResultSchema,
  SetLimitBodySchema,
  SetRealityCheckBodySchema,
  WageringStatusSchema,
  type Protection,
} from '../protection.ts';

// Player protection and wagering (docs/decisions/2026-11-24-protect.md).

const none = { amount: null, pending: null, used: '0.00' };
const protection: Protection = {
  depositLimits: {
    day: { amount: '2000000.00', pending: null, used: '500000.00' },
    week: {
      amount: '5000000.00',
      pending: { amount: '8000000.00', effectiveAt: '2026-11-25T09:00:00.000Z' },
      used: '500000.00',
    },
    month: none,
  },
  lossLimits: { day: none, week: none, month: none },
  realityCheckMinutes: 30,
  exclusion: null,
};

export const getProtectionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/protection',
  auth: 'real',
  response: ProtectionSchema,
  errors: [],
  tag: 'member',
  summary: 'Responsible gaming: the member’s limits, reality check and break',
  description:
    'Deposit and loss limits over rolling 24 hours, 7 days and 30 days with what is used of each (deposits asked for, pending or credited; net loss = stakes − wins − refunds), a less restrictive change waiting out its 24-hour cooling-off, the reality-check interval, and the time-out or self-exclusion running now.',
  examples: { response: protection },
});

export const setLimitEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/protection/limits',
  auth: 'real',
  body: SetLimitBodySchema,
  response: ProtectionSchema,
  errors: [],
  tag: 'member',
  summary: 'Set a deposit or loss limit',
  description:
    'A lower limit (or a first one) holds at once; a higher one, or removing it (amount null), takes effect after a 24-hour cooling-off and shows as pending until then (UKGC RTS 12). Setting the amount in force again cancels a pending change.',
  examples: {
    body: { kind: 'deposit', period: 'day', amount: '2000000' },
    response: protection,
  },
});

export const setRealityCheckEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/protection/reality-check',
  auth: 'real',
  body: SetRealityCheckBodySchema,
  response: ProtectionSchema,
  errors: [],
  tag: 'member',
  summary: 'Choose the reality-check interval',
  description:
    'Every this many minutes the site shows the time played and the net result of the session, to continue or log out (UKGC RTS 13); null turns it off.',
  examples: { body: { minutes: 30 }, response: protection },
});

export const excludeEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/protection/exclusion',
  auth: 'real',
  body: ExcludeBodySchema,
  response: ProtectionSchema,
  errors: [
    'protection.exclusion_shorter',
    'protection.duration_kind',
    'reauth.password_wrong',
    'reauth.locked',
  ],
  tag: 'member',
  summary: 'Take a time-out or self-exclude',
  description:
    'A time-out (24h, 7d, 30d, 6w) or self-exclusion (6m, 1y, 5y, indefinite) starts at once and cannot be ended early: every session of the member is signed out, and until it ends play and deposits are refused with `protection.excluded` (the member may still sign in and withdraw the balance). A new break may only end later than the one running (`protection.exclusion_shorter`). Asks for the login password.',
  examples: {
    body: { kind: 'timeout', duration: '24h', password: 'Demo1234' },
    response: {
      ...protection,
      exclusion: {
        kind: 'timeout',
        startedAt: '2026-11-24T09:00:00.000Z',
        until: '2026-11-25T09:00:00.000Z',
      },
    },
  },
});

export const getSessionResultEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/protection/session',
  auth: 'real',
  query: SessionResultQuerySchema,
  response: SessionResultSchema,
  errors: [],
  tag: 'member',
  summary: 'The reality check’s figures: stakes, returns and net result since a time',
  description:
    'Stakes, wins and refunds of every game and the lottery on the member’s wallet since `since` (the start of the session the site keeps), and the net result.',
  docs: { query: { since: 'ISO 8601 time the session started.' } },
  examples: {
    query: { since: '2026-11-24T09:00:00.000Z' },
    response: { stakes: '300000.00', returns: '180000.00', net: '-120000.00' },
  },
});

export const getWageringEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/wagering',
  auth: 'real',
  response: WageringStatusSchema,
  errors: [],
  tag: 'member',
  summary: 'The turnover still to be wagered before a withdrawal',
  description:
    'The claimed rewards whose wagering requirement (amount × multiple) is not met yet, the valid turnover counted toward them since the first was claimed (each category at its operator-set share), and what remains. While something remains, a withdrawal is `withdraw.wagering_open`.',
  examples: {
    response: {
      required: '300000.00',
      counted: '120000.00',
      remaining: '180000.00',
      openRewards: 1,
      contributions: DEFAULT_WAGERING_CONTRIBUTIONS,
    },
  },
});

export const getMemberProtectionEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/members/:id/protection',
  auth: 'operator',
  permission: 'members.read',
  gate: false,
  params: IdParamsSchema,
  response: ProtectionSchema,
  errors: ['operator.account_not_found'],
  tag: 'operator',
  summary: 'A member’s limits and exclusion, read-only',
  description:
    'What the member set on the responsible gaming page: limits with their use and pending changes, the reality check, the time-out or self-exclusion. Operators read it; only the member changes it.',
  docs: { params: { id: 'The member’s id.' } },
  examples: { params: { id: 1 }, response: protection },
});
