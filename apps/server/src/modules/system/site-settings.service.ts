import {
  SiteInfoSchema,
  type FieldRule,
  type SiteInfo,
  type SiteSettingsPatchBody,
  type Whitelabel,
} from '@app/contracts';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { patternProblem } from '../../lib/safe-pattern.ts';
import { siteFromStored } from './settings-store.ts';
import { readSettingForUpdate, readSettings, writeSetting } from './system.repository.ts';

/** The stored site settings, read from the database (not the cache), paths in the clear. */
export async function readSiteSettings(db: Db): Promise<SiteInfo> {
  return siteFromStored((await readSettings(db)).get('site'));
}

/** A field rule without the keys the operator left out (JSON has no undefined). */
function cleanRule(rule: FieldRule): FieldRule {
  return Object.fromEntries(
    Object.entries(rule).filter(([, value]) => value !== undefined),
  ) as FieldRule;
}

/** Refuses the first pattern that does not compile or could backtrack catastrophically. */
function checkPatterns(rules: FieldRule[], field: string) {
  rules.forEach((rule, index) => {
    if (rule.pattern === undefined) return;
    const problem = patternProblem(rule.pattern);
    if (problem) {
      throw new AppError('settings.pattern_refused', {
        value: { field: `${field}.${index}.pattern`, name: rule.name, problem },
      });
    }
  });
}

/**
 * Changes the site settings under a row lock, so that two operators (or two processes) never
 * lose each other's change. Answers the settings before and after; the caller forgets its cache
 * once the transaction has committed.
 */
async function changeSite(
  db: Db,
  change: (site: SiteInfo) => SiteInfo,
): Promise<{ before: SiteInfo; after: SiteInfo }> {
  const before = siteFromStored(await readSettingForUpdate(db, 'site'));
  const after = SiteInfoSchema.parse(change(before));
  await writeSetting(db, 'site', after);
  return { before, after };
}

/**
 * Applies an operator's change of the site settings (spec §3 "Status response value"): the parts
 * sent replace the stored ones. Field-rule patterns must be safe to run on every sign-up and
 * sign-in; the default language must be one of the languages.
 */
export function updateSiteSettings(db: Db, patch: SiteSettingsPatchBody) {
  if (patch.register) checkPatterns(patch.register.fields, 'body.register.fields');
  if (patch.fieldRules) checkPatterns(patch.fieldRules, 'body.fieldRules');
  return changeSite(db, (site) => {
    const next: SiteInfo = {
      ...site,
      ...(patch.siteName !== undefined ? { siteName: patch.siteName } : {}),
      ...(patch.customerService ? { customerService: patch.customerService } : {}),
      ...(patch.register
        ? {
            register: {
              captchaEnabled: patch.register.captchaEnabled,
              fields: patch.register.fields.map(cleanRule),
            },
          }
        : {}),
      ...(patch.fieldRules ? { fieldRules: patch.fieldRules.map(cleanRule) } : {}),
      ...(patch.resources ? { resources: patch.resources } : {}),
      ...(patch.mobileTemplate
        ? {
            mobileTemplate: {
              ...site.mobileTemplate,
              ...(Object.fromEntries(
                Object.entries(patch.mobileTemplate).filter(([, v]) => v !== undefined),
              ) as Partial<SiteInfo['mobileTemplate']>),
            },
          }
        : {}),
      ...(patch.languages ? { languages: patch.languages } : {}),
      ...(patch.defaultLanguage ? { defaultLanguage: patch.defaultLanguage } : {}),
      ...(patch.paymentMethods ? { paymentMethods: patch.paymentMethods } : {}),
    };
    if (!next.languages.includes(next.defaultLanguage)) {
      throw new AppError('request.invalid', {
        message: `The default language ${next.defaultLanguage} is not one of the languages`,
        value: { field: 'body.defaultLanguage' },
      });
    }
    return next;
  });
}

/** Turns whitelabel flags on or off, under the same lock as the other site settings. */
export async function updateWhitelabelFlags(db: Db, patch: Partial<Whitelabel>) {
  const { before, after } = await changeSite(db, (site) => ({
    ...site,
    whitelabel: { ...site.whitelabel, ...patch } as Whitelabel,
  }));
  return { before: before.whitelabel, after: after.whitelabel };
}

/** The top-level keys of the settings a change sent, before and after, for its audit line. */
export function changedParts(
  patch: object,
  before: SiteInfo,
  after: SiteInfo,
): { before: Partial<SiteInfo>; after: Partial<SiteInfo> } {
  const keys = Object.keys(patch).filter(
    (k) => (patch as Record<string, unknown>)[k] !== undefined,
  ) as (keyof SiteInfo)[];
  const pick = (site: SiteInfo) => Object.fromEntries(keys.map((k) => [k, site[k]]));
  return { before: pick(before), after: pick(after) };
}
