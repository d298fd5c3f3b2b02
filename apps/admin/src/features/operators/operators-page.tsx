import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  OPERATOR_ROLES,
  changeOperatorRoleEndpoint,
  disableOperatorEndpoint,
  endOperatorSessionsEndpoint,
  listOperatorsEndpoint,
  type Operator,
  type OperatorRole,
} from '@app/contracts';
import { Page, Panel } from '../../components/page.tsx';
import { DataTable } from '../../components/data-table.tsx';
import { When } from '../../components/format.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useMe } from '../../lib/operator.ts';
import { CreateOperator } from './create-operator.tsx';

function useOperatorAction() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const errorText = useErrorText();
  return useMutation({
    mutationFn: (action: () => Promise<unknown>) => action(),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['admin', 'operators'] }),
    onError: (error) => notify(errorText(error), 'error'),
  });
}

/** Operator accounts: create, change role, disable, end sessions (administrators). */
export function OperatorsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const me = useMe();
  const action = useOperatorAction();
  const query = useQuery({
    queryKey: ['admin', 'operators'],
    queryFn: ({ signal }) => callEndpoint(listOperatorsEndpoint, { signal }),
  });
  const columns: ColumnDef<Operator, unknown>[] = [
    { accessorKey: 'username', header: t('operators.username'), meta: { filter: true } },
    {
      accessorKey: 'role',
      header: t('operators.role'),
      cell: ({ row }) => (
        <select
          aria-label={t('operators.roleOf', { username: row.original.username })}
          value={row.original.role}
          disabled={row.original.disabled || row.original.id === me.data?.operator?.id}
          onChange={(e) =>
            action.mutate(() =>
              callEndpoint(changeOperatorRoleEndpoint, {
                params: { id: row.original.id },
                body: { role: e.target.value as OperatorRole },
              }),
            )
          }
        >
          {OPERATOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`roles.${role}`)}
            </option>
          ))}
        </select>
      ),
      meta: { csv: (o) => o.role },
    },
    {
      id: 'state',
      header: t('operators.state'),
      accessorFn: (o) =>
        o.disabled
          ? 'disabled'
          : o.lockedUntil
            ? 'locked'
            : o.totpEnrolled
              ? 'active'
              : 'enrolling',
      cell: ({ getValue }) => (
        <span className={`badge ${getValue() === 'active' ? 'ok' : 'muted'}`}>
          {t(`operators.states.${String(getValue())}`)}
        </span>
      ),
    },
    {
      accessorKey: 'createdAt',
      header: t('operators.createdAt'),
      cell: ({ row }) => <When value={row.original.createdAt} />,
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.id === me.data?.operator?.id ? (
          <span className="muted">{t('operators.you')}</span>
        ) : (
          <div className="row">
            <button
              type="button"
              className="btn small ghost"
              onClick={() =>
                action.mutate(async () => {
                  const { ended } = await callEndpoint(endOperatorSessionsEndpoint, {
                    params: { id: row.original.id },
                  });
                  notify(t('operators.sessionsEnded', { count: ended }));
                })
              }
            >
              {t('operators.endSessions')}
            </button>
            {row.original.disabled ? null : (
              <button
                type="button"
                className="btn small danger"
                onClick={() => {
                  if (
                    !window.confirm(
                      t('operators.disableConfirm', { username: row.original.username }),
                    )
                  )
                    return;
                  action.mutate(() =>
                    callEndpoint(disableOperatorEndpoint, { params: { id: row.original.id } }),
                  );
                }}
              >
                {t('operators.disable')}
              </button>
            )}
          </div>
        ),
    },
  ];
  return (
    <Page title={t('nav.operators')}>
      <CreateOperator />
      <Panel title={t('operators.list')}>
        <QueryState query={query}>
          {(list) => <DataTable columns={columns} data={list} exportName="operators" />}
        </QueryState>
      </Panel>
    </Page>
  );
}
