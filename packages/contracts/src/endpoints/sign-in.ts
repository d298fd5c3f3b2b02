import { defineEndpoint } from '../endpoint.ts';
import { SignInResultSchema, SignInStateSchema, type SignInState } from '../sign-in.ts';

// Daily sign-in (docs/decisions/2026-11-24-daily-sign-in.md).

const state: SignInState = {
  today: '2026-11-24',
  signedToday: false,
  streak: 2,
  days: [
    { day: 1, reward: '5000.00', state: 'signed' },
    { day: 2, reward: '10000.00', state: 'signed' },
    { day: 3, reward: '15000.00', state: 'open' },
    { day: 4, reward: '20000.00', state: 'upcoming' },
    { day: 5, reward: '30000.00', state: 'upcoming' },
    { day: 6, reward: '50000.00', state: 'upcoming' },
    { day: 7, reward: '100000.00', state: 'upcoming' },
  ],
  wageringMultiple: 1,
};

export const getSignInEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/signIn',
  auth: 'real',
  module: 'REWCEN3',
  response: SignInStateSchema,
  errors: [],
  tag: 'member',
  summary: 'Daily sign-in: the streak and the seven-day cycle',
  description:
    'Where the member stands in the seven-day sign-in cycle on the merchant’s day, with each day’s reward. A missed day starts the cycle again at day 1.',
  examples: { response: state },
});

export const signInEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/member/signIn',
  auth: 'real',
  module: 'REWCEN3',
  response: SignInResultSchema,
  errors: ['signIn.already', 'protection.excluded'],
  tag: 'member',
  summary: 'Sign in for today and receive the day’s reward',
  description:
    'Once per merchant day: the day’s reward is granted into the reward center (to claim, with the operator’s wagering multiple). A second sign-in the same day, however many arrive at once, is `signIn.already` and grants nothing. Refused during a time-out or self-exclusion (no bonuses then).',
  examples: {
    response: {
      state: {
        ...state,
        signedToday: true,
        streak: 3,
        days: state.days.map((d) => (d.day === 3 ? { ...d, state: 'today' as const } : d)),
      },
      reward: '15000.00',
      day: 3,
    },
  },
});
