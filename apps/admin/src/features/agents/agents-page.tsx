import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColumnDef } from '@tanstack/react-table';
import { callEndpoint } from '@app/client/api-client';
import {
  AGENT_PERMISSION_KEYS,
  adminAgentTreeEndpoint,
  adminListAgentsEndpoint,
  adminSetAgentPermissionsEndpoint,
  adminSetMemberTypeEndpoint,
  SETTABLE_MEMBER_TYPES,
  type AdminAgent,
  type AgentPermissionKey,
} from '@app/contracts';
import { DataTable } from '../../components/data-table.tsx';
import { Page, Panel } from '../../components/page.tsx';
import { QueryState } from '../../components/query-state.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { useCan } from '../../lib/operator.ts';

/** Agents per page of the list (the server pages it: a site may have thousands). */
const PAGE_SIZE = 50;

/**
 * Agents (issue 14; docs/decisions/2026-11-24-agents.md): every agent with its type, upline, team
 * size and permission keys; one agent's uplines and team tree; its keys, set here (audited).
 */
export function AgentsPage() {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [search, setSearch] = useState('');
  const [pageNo, setPageNo] = useState(1);
  const [selected, setSelected] = useState<number | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'agents', search, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(adminListAgentsEndpoint, {
        query: { search: search || undefined, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const columns: ColumnDef<AdminAgent, unknown>[] = [
    {
      accessorKey: 'account',
      header: t('agents.account'),
      cell: ({ row }) => (
        <button
          type="button"
          className="btn link"
          onClick={() => setSelected(row.original.id)}
          data-testid={`agent-open-${row.original.account}`}
        >
          {row.original.account}
        </button>
      ),
    },
    {
      accessorKey: 'type',
      header: t('agents.type'),
      cell: ({ row }) => `${row.original.type} · ${t(`agents.types.t${row.original.type}`)}`,
    },
    { accessorKey: 'upline', header: t('agents.upline') },
    { accessorKey: 'affiliateCode', header: t('agents.code') },
    { accessorKey: 'directCount', header: t('agents.direct'), meta: { align: 'end' } },
    { accessorKey: 'teamSize', header: t('agents.teamSize'), meta: { align: 'end' } },
    {
      accessorKey: 'permissions',
      header: t('agents.permissions'),
      cell: ({ row }) => row.original.permissions.join(', '),
      meta: { csv: (a) => a.permissions.join(' ') },
    },
  ];
  const agent = query.data?.list.find((a) => a.id === selected) ?? null;
  return (
    <Page title={t('nav.agents')}>
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setSearch(draft.trim());
        }}
      >
        <label className="field inline wide">
          <span className="field-label">{t('agents.search')}</span>
          <input
            type="search"
            value={draft}
            maxLength={32}
            onChange={(e) => setDraft(e.target.value)}
          />
        </label>
        <button type="submit" className="btn primary">
          {t('common.search')}
        </button>
      </form>
      <DataTable
        columns={columns}
        data={query.data?.list ?? []}
        loading={query.isPending}
        exportName="agents"
        paging={{
          pageNo,
          pageSize: PAGE_SIZE,
          total: query.data?.total ?? 0,
          onPageChange: (page) => {
            setSelected(null);
            setPageNo(page);
          },
        }}
      />
      <SetType />
      {agent ? (
        <div className="stack" data-testid="agent-detail">
          <PermissionKeys key={agent.id} agent={agent} />
          <AgentTree id={agent.id} />
        </div>
      ) : null}
    </Page>
  );
}

/** Make a player an agent (or back): by member id, audited. */
function SetType() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = useCan('members.write');
  const [id, setId] = useState('');
  const [type, setType] = useState<number>(1);
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(adminSetMemberTypeEndpoint, {
        params: { id: Number(id) },
        body: { type: type as 1 },
      }),
    onSuccess: () => {
      notify(t('agents.saved'));
      setId('');
      void queryClient.invalidateQueries({ queryKey: ['admin', 'agents'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  if (!canWrite) return null;
  return (
    <Panel title={t('agents.setType')}>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (/^\d+$/.test(id)) save.mutate();
        }}
      >
        <label className="field inline">
          <span className="field-label">{t('agents.memberId')}</span>
          <input
            name="member-id"
            inputMode="numeric"
            value={id}
            maxLength={16}
            onChange={(e) => setId(e.target.value.trim())}
          />
        </label>
        <label className="field inline">
          <span className="field-label">{t('agents.type')}</span>
          <select name="member-type" value={type} onChange={(e) => setType(Number(e.target.value))}>
            {SETTABLE_MEMBER_TYPES.map((v) => (
              <option key={v} value={v}>
                {v} · {t(`agents.types.t${v}`)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn primary" disabled={save.isPending}>
          {t('agents.applyType')}
        </button>
      </form>
    </Panel>
  );
}

function PermissionKeys({ agent }: { agent: AdminAgent }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const canWrite = useCan('members.write');
  const [keys, setKeys] = useState<Set<AgentPermissionKey>>(new Set(agent.permissions));
  const save = useMutation({
    mutationFn: () =>
      callEndpoint(adminSetAgentPermissionsEndpoint, {
        params: { id: agent.id },
        body: { keys: [...keys] },
      }),
    onSuccess: () => {
      notify(t('agents.saved'));
      void queryClient.invalidateQueries({ queryKey: ['admin', 'agents'] });
    },
    onError: (e) => notify(errorText(e), 'error'),
  });
  return (
    <Panel title={t('agents.keysOf', { account: agent.account })}>
      <fieldset className="stack" disabled={!canWrite} data-testid="agent-keys">
        {AGENT_PERMISSION_KEYS.map((k) => (
          <label key={k} className="row">
            <input
              type="checkbox"
              name={k}
              checked={keys.has(k)}
              onChange={(e) =>
                setKeys((prev) => {
                  const next = new Set(prev);
                  if (e.target.checked) next.add(k);
                  else next.delete(k);
                  return next;
                })
              }
            />
            <span>
              <code>{k}</code> {t(`agents.keys.${k}`)}
            </span>
          </label>
        ))}
      </fieldset>
      {canWrite ? (
        <button
          type="button"
          className="btn primary"
          disabled={save.isPending}
          onClick={() => save.mutate()}
          data-testid="agent-keys-save"
        >
          {t('agents.saveKeys')}
        </button>
      ) : null}
    </Panel>
  );
}

function AgentTree({ id }: { id: number }) {
  const { t } = useTranslation();
  const query = useQuery({
    queryKey: ['admin', 'agent-tree', id],
    queryFn: ({ signal }) => callEndpoint(adminAgentTreeEndpoint, { params: { id }, signal }),
  });
  return (
    <Panel title={t('agents.tree')}>
      <QueryState query={query}>
        {(tree) => (
          <div className="stack" data-testid="agent-tree">
            <p className="muted">
              {t('agents.uplines')}:{' '}
              {tree.uplines.length ? tree.uplines.map((u) => u.account).join(' › ') : '—'}
            </p>
            <ul className="tree">
              <li>
                <strong>{tree.root.account}</strong> ({tree.root.type})
              </li>
              {tree.nodes.map((n) => (
                <li
                  key={n.id}
                  style={{ paddingInlineStart: `${n.depth * 1.25}rem` }}
                  data-testid="agent-tree-node"
                >
                  {n.account}{' '}
                  <span className="muted">
                    ({n.type} · {t('agents.level', { depth: n.depth })})
                  </span>
                </li>
              ))}
            </ul>
            {tree.truncated ? <p className="muted">{t('agents.truncated')}</p> : null}
          </div>
        )}
      </QueryState>
    </Panel>
  );
}
