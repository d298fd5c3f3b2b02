import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELD_PATTERN_MAX_LENGTH, type FieldRule, type SiteInfo } from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { SaveRow } from '../../components/save-row.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { refusedField, useSaveSiteSettings } from './site-settings-query.ts';

/** One rule as the table edits it: numbers as typed, the rest as in the rule. */
type Row = {
  name: string;
  enabled: boolean;
  required: boolean;
  type: '' | NonNullable<FieldRule['type']>;
  min: string;
  max: string;
  pattern: string;
  whitespace: boolean;
  /** Kept as stored; the table does not edit allowed values. */
  enum?: string[] | undefined;
};

const TYPES = ['', 'string', 'number', 'email', 'mobile'] as const;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,39}$/;

const toRow = (rule: FieldRule): Row => ({
  name: rule.name,
  enabled: rule.enabled,
  required: rule.required,
  type: rule.type ?? '',
  min: rule.min === undefined ? '' : String(rule.min),
  max: rule.max === undefined ? '' : String(rule.max),
  pattern: rule.pattern ?? '',
  whitespace: rule.whitespace ?? false,
  enum: rule.enum,
});

function toRule(row: Row): FieldRule {
  return {
    name: row.name.trim(),
    enabled: row.enabled,
    required: row.required,
    ...(row.type ? { type: row.type } : {}),
    ...(row.min.trim() ? { min: Number(row.min) } : {}),
    ...(row.max.trim() ? { max: Number(row.max) } : {}),
    ...(row.pattern ? { pattern: row.pattern } : {}),
    ...(row.enum ? { enum: row.enum } : {}),
    ...(row.whitespace ? { whitespace: true } : {}),
  };
}

type Problem = 'name' | 'duplicate' | 'number' | 'range' | 'pattern';

/** What the browser can tell before the server: names, numbers and whether a pattern compiles. */
function problemOf(row: Row, index: number, rows: Row[]): Problem | null {
  if (!NAME.test(row.name.trim())) return 'name';
  if (rows.findIndex((r) => r.name.trim() === row.name.trim()) !== index) return 'duplicate';
  const number = (s: string) => s.trim() === '' || /^\d{1,5}$/.test(s.trim());
  if (!number(row.min) || !number(row.max)) return 'number';
  if (row.min.trim() && row.max.trim() && Number(row.min) > Number(row.max)) return 'range';
  if (row.pattern) {
    if (row.pattern.length > FIELD_PATTERN_MAX_LENGTH) return 'pattern';
    try {
      new RegExp(row.pattern, 'u');
    } catch {
      return 'pattern';
    }
  }
  return null;
}

/** An editable table of field rules (spec §5): one row per field. */
function RulesTable({
  id,
  rows,
  onChange,
  refusedRow,
}: {
  id: string;
  rows: Row[];
  onChange: (rows: Row[]) => void;
  refusedRow: number | null;
}) {
  const { t } = useTranslation();
  const change = (index: number, part: Partial<Row>) =>
    onChange(rows.map((row, i) => (i === index ? { ...row, ...part } : row)));
  return (
    <div className="table-scroll">
      <table className="data-table compact edit-table" aria-labelledby={id}>
        <thead>
          <tr>
            <th>{t('settings.rules.name')}</th>
            <th>{t('settings.rules.enabled')}</th>
            <th>{t('settings.rules.required')}</th>
            <th>{t('settings.rules.type')}</th>
            <th>{t('settings.rules.min')}</th>
            <th>{t('settings.rules.max')}</th>
            <th>{t('settings.rules.pattern')}</th>
            <th>{t('settings.rules.whitespace')}</th>
            <th aria-label={t('settings.actions')} />
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => {
            const problem = problemOf(row, i, rows);
            const label = row.name || String(i + 1);
            return (
              <tr key={i} className={problem !== null || refusedRow === i ? 'invalid' : undefined}>
                <td>
                  <input
                    className="code"
                    aria-label={t('settings.rules.nameOf', { name: label })}
                    value={row.name}
                    maxLength={40}
                    onChange={(e) => change(i, { name: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('settings.rules.enabledOf', { name: label })}
                    checked={row.enabled}
                    onChange={(e) => change(i, { enabled: e.target.checked })}
                  />
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('settings.rules.requiredOf', { name: label })}
                    checked={row.required}
                    onChange={(e) => change(i, { required: e.target.checked })}
                  />
                </td>
                <td>
                  <select
                    aria-label={t('settings.rules.typeOf', { name: label })}
                    value={row.type}
                    onChange={(e) => change(i, { type: e.target.value as Row['type'] })}
                  >
                    {TYPES.map((type) => (
                      <option key={type} value={type}>
                        {type || '—'}
                      </option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    className="narrow"
                    inputMode="numeric"
                    aria-label={t('settings.rules.minOf', { name: label })}
                    value={row.min}
                    onChange={(e) => change(i, { min: e.target.value })}
                  />
                </td>
                <td>
                  <input
                    className="narrow"
                    inputMode="numeric"
                    aria-label={t('settings.rules.maxOf', { name: label })}
                    value={row.max}
                    onChange={(e) => change(i, { max: e.target.value })}
                  />
                </td>
                <td className="grow">
                  <input
                    className="code"
                    aria-label={t('settings.rules.patternOf', { name: label })}
                    aria-invalid={problem === 'pattern' || refusedRow === i}
                    value={row.pattern}
                    maxLength={FIELD_PATTERN_MAX_LENGTH + 50}
                    placeholder="^[A-Za-z0-9]+$"
                    onChange={(e) => change(i, { pattern: e.target.value })}
                  />
                  {problem ? (
                    <span className="field-error" role="alert">
                      {t(`settings.rules.problems.${problem}`)}
                    </span>
                  ) : null}
                </td>
                <td>
                  <input
                    type="checkbox"
                    aria-label={t('settings.rules.whitespaceOf', { name: label })}
                    checked={row.whitespace}
                    onChange={(e) => change(i, { whitespace: e.target.checked })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="btn small danger"
                    aria-label={t('settings.removeRow', { n: label })}
                    onClick={() => onChange(rows.filter((_, j) => j !== i))}
                  >
                    ✕
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}

const blankRow = (): Row => ({
  name: '',
  enabled: true,
  required: false,
  type: '',
  min: '',
  max: '',
  pattern: '',
  whitespace: false,
});

/** The row a refusal names (`body.register.fields.3.pattern` → 3 of the register table). */
function refusedRowOf(field: string | null, list: 'register.fields' | 'fieldRules') {
  const match = field
    ? new RegExp(`^body\\.${list.replace('.', '\\.')}\\.(\\d+)\\.`).exec(field)
    : null;
  return match ? Number(match[1]) : null;
}

/**
 * Field rules of the registration form and of the other forms (spec §5: enabled, required,
 * type, min, max, pattern, whitespace) as editable tables. Patterns are checked by the server
 * for catastrophic backtracking; the row it refuses is marked.
 */
export function FieldRulesPanel({ site, canWrite }: { site: SiteInfo; canWrite: boolean }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const save = useSaveSiteSettings();
  const [captcha, setCaptcha] = useState(site.register.captchaEnabled);
  const [register, setRegister] = useState(() => site.register.fields.map(toRow));
  const [others, setOthers] = useState(() => site.fieldRules.map(toRow));
  const invalid = [register, others].some((rows) =>
    rows.some((row, i) => problemOf(row, i, rows) !== null),
  );
  const refused = save.isError ? refusedField(save.error) : null;

  return (
    <Panel title={t('settings.rules.title')}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid) return;
          save.mutate({
            register: { captchaEnabled: captcha, fields: register.map(toRule) },
            fieldRules: others.map(toRule),
          });
        }}
      >
        <fieldset disabled={!canWrite} className="plain stack">
          <div className="row wrap">
            <h3 id="rules-register">{t('settings.rules.register')}</h3>
            <span className="spacer" />
            <label className="switch">
              <input
                type="checkbox"
                checked={captcha}
                onChange={(e) => setCaptcha(e.target.checked)}
              />
              {t('settings.rules.captcha')}
            </label>
          </div>
          <RulesTable
            id="rules-register"
            rows={register}
            onChange={setRegister}
            refusedRow={refusedRowOf(refused, 'register.fields')}
          />
          {canWrite ? (
            <div>
              <button
                type="button"
                className="btn ghost"
                onClick={() => setRegister((rows) => [...rows, blankRow()])}
              >
                {t('settings.rules.add')}
              </button>
            </div>
          ) : null}
          <h3 id="rules-others">{t('settings.rules.others')}</h3>
          <p className="muted">{t('settings.rules.othersHint')}</p>
          <RulesTable
            id="rules-others"
            rows={others}
            onChange={setOthers}
            refusedRow={refusedRowOf(refused, 'fieldRules')}
          />
          {canWrite ? (
            <div>
              <button
                type="button"
                className="btn ghost"
                onClick={() => setOthers((rows) => [...rows, blankRow()])}
              >
                {t('settings.rules.add')}
              </button>
            </div>
          ) : null}
        </fieldset>
        {save.isError ? (
          <p className="alert error" role="alert">
            {errorText(save.error)}
          </p>
        ) : null}
        <SaveRow show={canWrite} busy={invalid || save.isPending} />
      </form>
    </Panel>
  );
}
