import {
  DEFAULT_SIGN_IN_REWARDS,
  DEFAULT_WAGERING_CONTRIBUTIONS,
  formatAmountMinor,
  MoneySettingsSchema,
  parseAmountMinor,
  type MoneySettings,
  type MoneySettingsPatchBodySchema,
} from '@app/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { auditActor, type Actor } from '../../lib/money.ts';
import { insertAudit } from '../operator/operator.repository.ts';
import {
  lockMoneySettingsRow,
  readMoneySettingsRow,
  writeMoneySettingsRow,
} from './money-settings.repository.ts';

/**
 * The money rules operators change at run time (docs/decisions/2026-11-24-back-office-api.md):
 * the withdrawal limits and the amount from which a balance adjustment needs a second operator.
 * Read from the database on every use (not the settings cache), so a change holds at once on
 * every process: a limit must never be honoured late.
 */

/** What a merchant starts with until an operator changes it. */
export const DEFAULT_MONEY_SETTINGS: MoneySettings = {
  // Two-person approval from 10,000,000.00 (VND), credit or debit.
  adjust: { approvalAbove: '10000000.00' },
  withdraw: {
    minAmount: '50000.00',
    maxAmount: '500000000.00',
    dailyMaxAmount: null,
    dailyMaxCount: null,
  },
  // docs/decisions/2026-11-24-protect.md
  wagering: {
    contributions: DEFAULT_WAGERING_CONTRIBUTIONS,
    activeMemberTurnover: '1000000.00',
  },
  // docs/decisions/2026-11-24-daily-sign-in.md
  signIn: { rewards: DEFAULT_SIGN_IN_REWARDS, wageringMultiple: 1 },
};

/** The money rules in minor units, as the services apply them. */
export type MoneyRules = {
  approvalAboveMinor: bigint;
  withdraw: {
    minMinor: bigint;
    maxMinor: bigint;
    dailyMaxMinor: bigint | null;
    dailyMaxCount: number | null;
  };
};

/** A stored document over the defaults: a field added later takes its default. */
function merged(stored: unknown): MoneySettings {
  const value = (stored ?? {}) as Partial<MoneySettings>;
  const parsed = MoneySettingsSchema.safeParse({
    adjust: { ...DEFAULT_MONEY_SETTINGS.adjust, ...value.adjust },
    withdraw: { ...DEFAULT_MONEY_SETTINGS.withdraw, ...value.withdraw },
    wagering: {
      ...DEFAULT_MONEY_SETTINGS.wagering,
      ...value.wagering,
      contributions: {
        ...DEFAULT_MONEY_SETTINGS.wagering.contributions,
        ...value.wagering?.contributions,
      },
    },
    signIn: { ...DEFAULT_MONEY_SETTINGS.signIn, ...value.signIn },
  });
  return parsed.success ? parsed.data : DEFAULT_MONEY_SETTINGS;
}

/** A stored amount ("50000.00", validated by the schema) in minor units. */
function minor(amount: string): bigint {
  return parseAmountMinor(amount)!;
}

export function rulesOf(settings: MoneySettings): MoneyRules {
  const w = settings.withdraw;
  return {
    approvalAboveMinor: minor(settings.adjust.approvalAbove),
    withdraw: {
      minMinor: minor(w.minAmount),
      maxMinor: minor(w.maxAmount),
      dailyMaxMinor: w.dailyMaxAmount === null ? null : minor(w.dailyMaxAmount),
      dailyMaxCount: w.dailyMaxCount,
    },
  };
}

export async function getMoneySettings(db: Db): Promise<MoneySettings> {
  return merged(await readMoneySettingsRow(db));
}

/** The rules in force now (read from the database, in the caller's transaction if it is one). */
export async function readMoneyRules(db: Db): Promise<MoneyRules> {
  return rulesOf(await getMoneySettings(db));
}

const wire = (amount: string) => formatAmountMinor(parseAmountMinor(amount)!);

/**
 * Changes the money settings: fields left out keep their value, null lifts a daily limit. The
 * smallest withdrawal may not pass the largest. The row is locked, changed and its audit line
 * (before → after) written in one transaction.
 */
export async function updateMoneySettings(
  db: Db,
  patch: z.output<typeof MoneySettingsPatchBodySchema>,
  actor: Actor,
): Promise<MoneySettings> {
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const before = merged(await lockMoneySettingsRow(tx, DEFAULT_MONEY_SETTINGS));
    const w = patch.withdraw ?? {};
    const after: MoneySettings = {
      adjust: {
        approvalAbove: patch.adjust
          ? wire(patch.adjust.approvalAbove)
          : before.adjust.approvalAbove,
      },
      withdraw: {
        minAmount: w.minAmount !== undefined ? wire(w.minAmount) : before.withdraw.minAmount,
        maxAmount: w.maxAmount !== undefined ? wire(w.maxAmount) : before.withdraw.maxAmount,
        dailyMaxAmount:
          w.dailyMaxAmount === undefined
            ? before.withdraw.dailyMaxAmount
            : w.dailyMaxAmount === null
              ? null
              : wire(w.dailyMaxAmount),
        dailyMaxCount:
          w.dailyMaxCount === undefined ? before.withdraw.dailyMaxCount : w.dailyMaxCount,
      },
      wagering: {
        contributions: { ...before.wagering.contributions, ...patch.wagering?.contributions },
        activeMemberTurnover: patch.wagering?.activeMemberTurnover
          ? wire(patch.wagering.activeMemberTurnover)
          : before.wagering.activeMemberTurnover,
      },
      signIn: {
        rewards: patch.signIn?.rewards ? patch.signIn.rewards.map(wire) : before.signIn.rewards,
        wageringMultiple: patch.signIn?.wageringMultiple ?? before.signIn.wageringMultiple,
      },
    };
    const rules = rulesOf(after).withdraw;
    if (rules.maxMinor < rules.minMinor) {
      throw new AppError('request.invalid', {
        message: 'body.withdraw.maxAmount: must not be below minAmount',
        value: { field: 'body.withdraw.maxAmount' },
      });
    }
    if (rules.dailyMaxMinor !== null && rules.dailyMaxMinor < rules.minMinor) {
      throw new AppError('request.invalid', {
        message: 'body.withdraw.dailyMaxAmount: must not be below minAmount',
        value: { field: 'body.withdraw.dailyMaxAmount' },
      });
    }
    await writeMoneySettingsRow(tx, after);
    await insertAudit(tx, {
      action: 'settings.money',
      ...auditActor(actor),
      targetType: 'settings',
      targetId: 'money',
      before,
      after,
      details: { patch },
    });
    return after;
  });
}
