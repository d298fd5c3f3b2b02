import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isMemberLink,
  isPhoneLink,
  type CustomerServiceInput,
  type SiteInfo,
} from '@app/contracts';
import { Panel } from '../../components/page.tsx';
import { useSaveSiteSettings } from './site-settings-query.ts';

/** Channel kinds the site knows an icon for; another upper-case name is accepted too. */
const KNOWN_TYPES = ['LIVECHAT', 'ZALO', 'TELEGRAM', 'WHATSAPP', 'FACEBOOK', 'LINE', 'EMAIL'];
const TYPE = /^[A-Z][A-Z0-9_]{0,19}$/;

function problemOf(row: CustomerServiceInput): 'type' | 'path' | null {
  if (!TYPE.test(row.csType.trim())) return 'type';
  const path = row.path.trim();
  if (!isMemberLink(path) && !isPhoneLink(path)) return 'path';
  return null;
}

function move<T>(list: T[], from: number, to: number): T[] {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

/**
 * The customer-service channels (spec §3): kind, name and link (a site page /m/… or an https
 * address, or a hotline's tel: number), in the order the site offers them; the first is the service menu's.
 */
export function CustomerServicePanel({ site, canWrite }: { site: SiteInfo; canWrite: boolean }) {
  const { t } = useTranslation();
  const save = useSaveSiteSettings();
  const [rows, setRows] = useState<CustomerServiceInput[]>(() =>
    site.customerService.map((c) => ({ ...c })),
  );
  const problems = rows.map(problemOf);
  const invalid = problems.some(Boolean);
  const change = (index: number, part: Partial<CustomerServiceInput>) =>
    setRows((list) => list.map((row, i) => (i === index ? { ...row, ...part } : row)));

  return (
    <Panel title={t('settings.cs.title')}>
      <form
        className="stack"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          if (invalid) return;
          save.mutate({
            customerService: rows.map((r) => ({
              csType: r.csType.trim(),
              title: r.title.trim(),
              path: r.path.trim(),
            })),
          });
        }}
      >
        <p className="muted">{t('settings.cs.hint')}</p>
        <datalist id="cs-types">
          {KNOWN_TYPES.map((type) => (
            <option key={type} value={type} />
          ))}
        </datalist>
        <fieldset disabled={!canWrite} className="plain">
          <table className="data-table compact edit-table">
            <thead>
              <tr>
                <th>{t('settings.cs.type')}</th>
                <th>{t('settings.cs.name')}</th>
                <th>{t('settings.cs.link')}</th>
                <th aria-label={t('settings.actions')} />
              </tr>
            </thead>
            <tbody>
              {rows.map((row, i) => (
                <tr key={i}>
                  <td>
                    <input
                      list="cs-types"
                      className="code short"
                      aria-label={t('settings.cs.typeOf', { n: i + 1 })}
                      aria-invalid={problems[i] === 'type'}
                      value={row.csType}
                      maxLength={20}
                      onChange={(e) => change(i, { csType: e.target.value.toUpperCase() })}
                    />
                  </td>
                  <td>
                    <input
                      className="medium"
                      aria-label={t('settings.cs.nameOf', { n: i + 1 })}
                      value={row.title}
                      maxLength={60}
                      placeholder={t('settings.cs.namePlaceholder')}
                      onChange={(e) => change(i, { title: e.target.value })}
                    />
                  </td>
                  <td className="grow">
                    <input
                      aria-label={t('settings.cs.linkOf', { n: i + 1 })}
                      aria-invalid={problems[i] === 'path'}
                      value={row.path}
                      maxLength={500}
                      placeholder="https://zalo.me/… · /m/customer"
                      onChange={(e) => change(i, { path: e.target.value })}
                    />
                    {problems[i] ? (
                      <span className="field-error" role="alert">
                        {t(`settings.cs.problems.${problems[i]}`)}
                      </span>
                    ) : null}
                  </td>
                  <td>
                    <div className="row">
                      <button
                        type="button"
                        className="btn small ghost"
                        aria-label={t('settings.moveUp', { n: i + 1 })}
                        disabled={i === 0}
                        onClick={() => setRows((list) => move(list, i, i - 1))}
                      >
                        ↑
                      </button>
                      <button
                        type="button"
                        className="btn small ghost"
                        aria-label={t('settings.moveDown', { n: i + 1 })}
                        disabled={i === rows.length - 1}
                        onClick={() => setRows((list) => move(list, i, i + 1))}
                      >
                        ↓
                      </button>
                      <button
                        type="button"
                        className="btn small danger"
                        aria-label={t('settings.removeRow', { n: i + 1 })}
                        onClick={() => setRows((list) => list.filter((_, j) => j !== i))}
                      >
                        ✕
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
              {rows.length === 0 ? (
                <tr>
                  <td colSpan={4} className="empty">
                    {t('settings.cs.none')}
                  </td>
                </tr>
              ) : null}
            </tbody>
          </table>
        </fieldset>
        {canWrite ? (
          <div className="row">
            <button
              type="button"
              className="btn ghost"
              disabled={rows.length >= 20}
              onClick={() => setRows((list) => [...list, { csType: 'ZALO', title: '', path: '' }])}
            >
              {t('settings.cs.add')}
            </button>
            <span className="spacer" />
            <button type="submit" className="btn primary" disabled={invalid || save.isPending}>
              {t('common.save')}
            </button>
          </div>
        ) : null}
      </form>
    </Panel>
  );
}
