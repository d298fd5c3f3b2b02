import { defineEndpoint } from '../endpoint.ts';
import {
  VipLevelsBodySchema,
  VipLevelsSchema,
  VipRunSchema,
  VipStatusSchema,
  type VipLevel,
} from '../vip.ts';

// The VIP club (docs/decisions/2026-11-25-vip-club.md).

function level(
  n: number,
  deposit: string,
  turnover: string,
  bonuses: [string, string, string, string],
): VipLevel {
  return {
    level: n,
    name: `VIP${n}`,
    upgradeDeposit: deposit,
    upgradeTurnover: turnover,
    keepDeposit: n === 0 ? '0.00' : deposit,
    keepTurnover: n === 0 ? '0.00' : turnover,
    upgradeBonus: bonuses[0],
    weeklyBonus: bonuses[1],
    monthlyBonus: bonuses[2],
    birthdayBonus: bonuses[3],
    wageringMultiple: 1,
  };
}

const levels: VipLevel[] = [
  level(0, '0.00', '0.00', ['0.00', '0.00', '0.00', '0.00']),
  level(1, '1000000.00', '5000000.00', ['50000.00', '10000.00', '30000.00', '50000.00']),
  level(2, '5000000.00', '30000000.00', ['200000.00', '30000.00', '100000.00', '150000.00']),
];

export const getVipStatusEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/member/vip',
  auth: 'real',
  response: VipStatusSchema,
  errors: [],
  tag: 'member',
  summary: 'VIP club: the member’s level, this month’s progress and the benefits of every level',
  description:
    'The member’s level (clubLabel), this calendar month’s confirmed deposits and valid turnover against the next level’s upgrade thresholds and against the current level’s keep thresholds, and the table of every level with its bonuses. Reading it first moves the member up if this month already reaches a higher level (and grants its upgrade bonus).',
  examples: {
    response: {
      level: 1,
      name: 'VIP1',
      month: '2026-11',
      next: {
        level: 2,
        name: 'VIP2',
        deposit: { current: '1500000.00', target: '5000000.00' },
        turnover: { current: '7200000.00', target: '30000000.00' },
      },
      keep: {
        deposit: { current: '1500000.00', target: '1000000.00' },
        turnover: { current: '7200000.00', target: '5000000.00' },
      },
      levels,
    },
  },
});

export const getVipLevelsEndpoint = defineEndpoint({
  method: 'GET',
  path: '/wps/admin/vip/levels',
  auth: 'operator',
  permission: 'settings.read',
  gate: false,
  response: VipLevelsSchema,
  errors: [],
  tag: 'operator',
  summary: 'VIP levels: thresholds and bonuses',
  description:
    'The club’s levels, lowest first: the monthly deposit and valid-turnover thresholds to reach and to keep each one, and its upgrade, weekly, monthly and birthday bonuses with their wagering multiple.',
  examples: { response: { levels } },
});

export const updateVipLevelsEndpoint = defineEndpoint({
  method: 'PUT',
  path: '/wps/admin/vip/levels',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  body: VipLevelsBodySchema,
  response: VipLevelsSchema,
  errors: ['vip.levels_invalid'],
  tag: 'operator',
  summary: 'Replace the VIP levels table',
  description:
    'The whole table, lowest level first (1 to 20 levels). Amounts are plain decimals, 0 allowed. Level 0 needs nothing to reach or keep; each level’s upgrade thresholds are at least the level below’s; a keep threshold is at most the level’s upgrade threshold; names are unique. Otherwise vip.levels_invalid names the level and the field. Members above the new top level move down to it at the next pass of the club’s job. Audited.',
  examples: {
    body: {
      levels: levels.map((l) => ({
        name: l.name,
        upgradeDeposit: l.upgradeDeposit,
        upgradeTurnover: l.upgradeTurnover,
        keepDeposit: l.keepDeposit,
        keepTurnover: l.keepTurnover,
        upgradeBonus: l.upgradeBonus,
        weeklyBonus: l.weeklyBonus,
        monthlyBonus: l.monthlyBonus,
        birthdayBonus: l.birthdayBonus,
        wageringMultiple: l.wageringMultiple,
      })),
    },
    response: { levels },
  },
});

export const runVipJobEndpoint = defineEndpoint({
  method: 'POST',
  path: '/wps/admin/vip/run',
  auth: 'operator',
  permission: 'settings.write',
  gate: false,
  response: VipRunSchema,
  errors: [],
  tag: 'operator',
  summary: 'Run the VIP club’s job now',
  description:
    'One pass of the job that otherwise runs every minute: upgrades, the start-of-month review, and the weekly, monthly and birthday bonuses due. A pass changes nothing twice: a level is reviewed once a month and every bonus has one grant per member and period, however often the job runs or crashes.',
  examples: { response: { upgraded: 3, downgraded: 1, granted: 5 } },
});
