import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  CONTENT_LANGUAGES,
  deleteHelpGroupEndpoint,
  deleteHelpItemEndpoint,
  getAdminHelpEndpoint,
  type AdminHelpGroup,
  type AdminHelpItem,
  type ContentLanguage,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { HelpGroupForm, HelpItemForm } from './help-forms.tsx';

type Editing =
  | { kind: 'group'; group: AdminHelpGroup | null }
  | { kind: 'item'; item: AdminHelpItem | null }
  | null;

/** The help center (spec §2): groups and their items of one language; add, edit, delete. */
export function HelpPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [language, setLanguage] = useState<ContentLanguage>('vi');
  const [editing, setEditing] = useState<Editing>(null);
  const query = useQuery({
    queryKey: ['admin', 'help', language],
    queryFn: ({ signal }) => callEndpoint(getAdminHelpEndpoint, { query: { language }, signal }),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['admin', 'help'] });
  const remove = useMutation({
    mutationFn: (target: { kind: 'group' | 'item'; id: number }) =>
      target.kind === 'group'
        ? callEndpoint(deleteHelpGroupEndpoint, { params: { id: target.id } })
        : callEndpoint(deleteHelpItemEndpoint, { params: { id: target.id } }),
    onSuccess: () => {
      notify(t('help.deletedToast'));
      void refresh();
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  const saved = () => {
    notify(t('help.savedToast'));
    setEditing(null);
    void refresh();
  };
  const groups = query.data?.groups ?? [];
  const items = query.data?.items ?? [];
  return (
    <Page
      title={t('nav.help')}
      actions={
        <div className="row">
          <label className="field inline">
            <span className="field-label">{t('content.language')}</span>
            <select
              value={language}
              onChange={(e) => setLanguage(e.target.value as ContentLanguage)}
            >
              {CONTENT_LANGUAGES.map((l) => (
                <option key={l} value={l}>
                  {l}
                </option>
              ))}
            </select>
          </label>
          <button
            type="button"
            className="btn"
            onClick={() => setEditing({ kind: 'group', group: null })}
          >
            {t('help.newGroup')}
          </button>
          <button
            type="button"
            className="btn primary"
            disabled={groups.length === 0}
            onClick={() => setEditing({ kind: 'item', item: null })}
          >
            {t('help.newItem')}
          </button>
        </div>
      }
    >
      {editing?.kind === 'group' ? (
        <Panel title={editing.group ? editing.group.title : t('help.newGroup')}>
          <HelpGroupForm
            key={editing.group?.id ?? 'new'}
            editing={editing.group}
            language={language}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}
      {editing?.kind === 'item' ? (
        <Panel title={editing.item ? editing.item.title : t('help.newItem')}>
          <HelpItemForm
            key={editing.item?.id ?? 'new'}
            editing={editing.item}
            language={language}
            groups={groups}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </Panel>
      ) : null}
      {query.isPending ? <p>{t('common.loading')}</p> : null}
      {!query.isPending && groups.length === 0 ? <p>{t('help.empty')}</p> : null}
      {groups.map((group) => (
        <Panel
          key={group.id}
          title={`${group.title} · ${group.groupName}`}
          actions={
            <div className="row">
              <button
                type="button"
                className="btn small ghost"
                onClick={() => setEditing({ kind: 'group', group })}
              >
                {t('common.edit')}
              </button>
              <button
                type="button"
                className="btn small danger"
                onClick={() => {
                  if (window.confirm(t('help.deleteGroupConfirm', { title: group.title }))) {
                    remove.mutate({ kind: 'group', id: group.id });
                  }
                }}
              >
                {t('help.delete')}
              </button>
            </div>
          }
        >
          <ul className="help-admin-items">
            {items
              .filter((i) => i.groupName === group.groupName)
              .map((item) => (
                <li key={item.id} className="row">
                  <span className="grow">{item.title}</span>
                  <button
                    type="button"
                    className="btn small ghost"
                    onClick={() => setEditing({ kind: 'item', item })}
                  >
                    {t('common.edit')}
                  </button>
                  <button
                    type="button"
                    className="btn small danger"
                    onClick={() => {
                      if (window.confirm(t('help.deleteItemConfirm', { title: item.title }))) {
                        remove.mutate({ kind: 'item', id: item.id });
                      }
                    }}
                  >
                    {t('help.delete')}
                  </button>
                </li>
              ))}
          </ul>
        </Panel>
      ))}
    </Page>
  );
}
