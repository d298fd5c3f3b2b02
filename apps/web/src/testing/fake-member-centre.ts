import {
  LoginHistoryItemSchema,
  MemberInfoSchema,
  PersonalInfoSchema,
  SecurityOverviewSchema,
  type LoginHistoryItem,
  type MemberInfo,
  type PersonalInfo,
  type SecurityOverview,
} from '@app/contracts';

// Fakes of the member centre's answers, parsed through the contracts so that they cannot drift.

export function buildMember(overrides: Partial<MemberInfo> = {}): MemberInfo {
  return MemberInfoSchema.parse({
    id: 7,
    account: 'player01',
    accountNo: '10000007',
    nickname: 'Lucky Seven',
    type: 0,
    clubLabel: { labelName: 'VIP 2' },
    memberLabel: [],
    mobileNum: '+8491***678',
    email: 'pl***@example.vn',
    hasPassword: true,
    firstTimeLogin: false,
    ...overrides,
  });
}

export function buildPersonalInfo(overrides: Partial<PersonalInfo> = {}): PersonalInfo {
  return PersonalInfoSchema.parse({
    account: 'player01',
    accountNo: '10000007',
    nickname: 'Lucky Seven',
    payeeName: null,
    email: 'pl***@example.vn',
    emailVerified: false,
    mobileNum: '+8491***678',
    mobileVerified: true,
    birthday: null,
    zalo: '0912345678',
    facebook: null,
    whatsapp: null,
    line: null,
    wechat: null,
    qqNum: null,
    avatar: { avatar: 'lotus', avatarType: 'STATIC' },
    ...overrides,
  });
}

export function buildSecurityOverview(overrides: Partial<SecurityOverview> = {}): SecurityOverview {
  return SecurityOverviewSchema.parse({
    score: 60,
    level: 'medium',
    passwordChangedAt: '2026-10-20T08:00:00.000Z',
    passwordAgeDays: 35,
    hasPaymentPassword: true,
    hasMobile: true,
    mobileVerified: true,
    hasEmail: true,
    emailVerified: false,
    totpEnabled: false,
    ...overrides,
  });
}

export function buildLoginHistory(): LoginHistoryItem[] {
  return [
    {
      at: '2026-11-24T08:41:52.000Z',
      ip: '113.161.4.20',
      device: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) Version/18.1 Safari/604.1',
      current: true,
      active: true,
    },
    {
      at: '2026-11-22T19:02:10.000Z',
      ip: '14.232.8.9',
      device: 'Mozilla/5.0 (Linux; Android 14) Chrome/131.0 Mobile Safari/537.36',
      current: false,
      active: true,
    },
  ].map((item) => LoginHistoryItemSchema.parse(item));
}
