import { hashPassword } from '../../../lib/password.ts';

/** The demo accounts and their shared password (printed in the README, never for production). */
export const DEMO_PASSWORD = 'Demo1234';

export const DEMO_ACCOUNTS = [
  {
    account: 'demo',
    nickname: 'Demo Player',
    type: 0,
    email: 'demo@luckylotus.vn',
    mobileNum: '+84912345678',
    countryDialingCode: '+84',
    affiliateCode: null,
  },
  {
    account: 'agent01',
    nickname: 'Agent 01',
    type: 1,
    email: 'agent01@luckylotus.vn',
    mobileNum: '+84987654321',
    countryDialingCode: '+84',
    affiliateCode: 'AGENT01',
  },
  {
    account: 'trial_demo',
    nickname: 'Trial Player',
    type: 4,
    email: null,
    mobileNum: null,
    countryDialingCode: null,
    affiliateCode: null,
  },
] as const;

let demoHash: Promise<string> | undefined;

/**
 * Member rows of the demo accounts. scrypt costs ~0.1 s per hash (more on a busy machine), and
 * the demo data is loaded at the start of every server test file, so each process hashes the
 * published demo password once and the three demo accounts share that hash.
 */
export async function demoAccountRows() {
  demoHash ??= hashPassword(DEMO_PASSWORD);
  const passwordHash = await demoHash.catch((err: unknown) => {
    demoHash = undefined;
    throw err;
  });
  return DEMO_ACCOUNTS.map((a) => ({
    account: a.account,
    nickname: a.nickname,
    type: a.type,
    email: a.email,
    mobileNum: a.mobileNum,
    countryDialingCode: a.countryDialingCode,
    affiliateCode: a.affiliateCode,
    passwordHash,
    status: 'active',
  }));
}
