import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { callEndpoint } from '@app/client/api-client';
import {
  APPLICATION_STATES,
  approveApplicationEndpoint,
  listApplicationsEndpoint,
  rejectApplicationEndpoint,
  type AdminApplication,
  type ApplicationState,
} from '@app/contracts';
import { Money, When } from '../../components/format.tsx';
import { Page } from '../../components/page.tsx';
import { ReasonDialog } from '../../components/reason-dialog.tsx';
import { useNotify } from '../../components/toast.tsx';
import { useErrorText } from '../../lib/i18n.ts';
import { ApproveDialog } from './approve-dialog.tsx';
import { PrivateImage } from './private-image.tsx';

const PAGE_SIZE = 20;
type Filter = ApplicationState | 'all';
const BADGE: Record<ApplicationState, string> = {
  pending: 'warn',
  approved: 'ok',
  rejected: 'bad',
};

/**
 * Members' promotion applications (decision 2026-11-24-promotion-applications): the pending queue
 * oldest first, each with the member, the promotion, the comment and the attached images;
 * approving grants the bonus to the member's reward center, rejecting sends the reason.
 */
export function ApplicationsPage() {
  const { t } = useTranslation();
  const notify = useNotify();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const [filter, setFilter] = useState<Filter>('pending');
  const [pageNo, setPageNo] = useState(1);
  const [approving, setApproving] = useState<AdminApplication | null>(null);
  const [rejecting, setRejecting] = useState<AdminApplication | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = useQuery({
    queryKey: ['admin', 'applications', filter, pageNo],
    queryFn: ({ signal }) =>
      callEndpoint(listApplicationsEndpoint, {
        query: { state: filter, pageNo, pageSize: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const done = (key: string) => (a: AdminApplication) => {
    notify(t(key, { username: a.username }));
    setApproving(null);
    setRejecting(null);
    setError(null);
    void queryClient.invalidateQueries({ queryKey: ['admin', 'applications'] });
  };
  const approve = useMutation({
    mutationFn: (v: { id: number; bonus: string; wageringMultiple: number }) =>
      callEndpoint(approveApplicationEndpoint, {
        params: { id: v.id },
        body: { bonus: v.bonus, wageringMultiple: v.wageringMultiple },
      }),
    onSuccess: done('applications.approvedToast'),
    onError: (e) => setError(errorText(e)),
  });
  const reject = useMutation({
    mutationFn: (v: { id: number; reason: string }) =>
      callEndpoint(rejectApplicationEndpoint, { params: { id: v.id }, body: { reason: v.reason } }),
    onSuccess: done('applications.rejectedToast'),
    onError: (e) => setError(errorText(e)),
  });
  const page = query.data;
  return (
    <Page title={t('nav.applications')}>
      <div className="row">
        <div className="segmented" role="group" aria-label={t('applications.show')}>
          {(
            ['pending', ...APPLICATION_STATES.filter((s) => s !== 'pending'), 'all'] as Filter[]
          ).map((s) => (
            <button
              key={s}
              type="button"
              aria-pressed={filter === s}
              onClick={() => {
                setFilter(s);
                setPageNo(1);
              }}
            >
              {t(`applications.state.${s}`)}
            </button>
          ))}
        </div>
        <span className="muted">{t('applications.count', { count: page?.total ?? 0 })}</span>
      </div>
      {query.isPending ? (
        <p className="muted">{t('common.loading')}</p>
      ) : page && page.list.length === 0 ? (
        <p className="muted" data-testid="applications-empty">
          {t('applications.none')}
        </p>
      ) : (
        <ul className="applications" data-testid="applications">
          {page?.list.map((a) => (
            <ApplicationCard
              key={a.id}
              application={a}
              onApprove={() => {
                setError(null);
                setApproving(a);
              }}
              onReject={() => {
                setError(null);
                setRejecting(a);
              }}
            />
          ))}
        </ul>
      )}
      {page && page.totalPages > 1 ? (
        <div className="pager row">
          <button
            type="button"
            className="btn small ghost"
            disabled={pageNo <= 1}
            onClick={() => setPageNo(pageNo - 1)}
          >
            ‹
          </button>
          <span>
            {pageNo} / {page.totalPages}
          </span>
          <button
            type="button"
            className="btn small ghost"
            disabled={pageNo >= page.totalPages}
            onClick={() => setPageNo(pageNo + 1)}
          >
            ›
          </button>
        </div>
      ) : null}
      <ApproveDialog
        application={approving}
        busy={approve.isPending}
        error={approving ? error : null}
        onClose={() => setApproving(null)}
        onSubmit={(body) => approving && approve.mutate({ id: approving.id, ...body })}
      />
      <ReasonDialog
        open={rejecting !== null}
        title={t('applications.rejectTitle')}
        confirmLabel={t('applications.reject')}
        required
        busy={reject.isPending}
        error={rejecting ? error : null}
        onClose={() => setRejecting(null)}
        onSubmit={(reason) => rejecting && reject.mutate({ id: rejecting.id, reason })}
      />
    </Page>
  );
}

function ApplicationCard({
  application: a,
  onApprove,
  onReject,
}: {
  application: AdminApplication;
  onApprove: () => void;
  onReject: () => void;
}) {
  const { t } = useTranslation();
  return (
    <li className="application panel" data-testid="application">
      <header className="row">
        <strong>{a.username}</strong>
        <span className="muted">{a.promotionTitle}</span>
        <span className="spacer" />
        <span className={`badge ${BADGE[a.state]}`}>{t(`applications.state.${a.state}`)}</span>
      </header>
      <p className="application-comment">{a.comment}</p>
      {a.images.length > 0 ? (
        <div className="row wrap">
          {a.images.map((src, i) => (
            <PrivateImage key={src} src={src} alt={t('applications.image', { n: i + 1 })} />
          ))}
        </div>
      ) : null}
      <footer className="row">
        <span className="muted">
          <When value={a.createdAt} />
        </span>
        {a.state === 'approved' && a.bonus ? (
          <span>
            {t('applications.granted')} <Money value={a.bonus} /> ×{a.wageringMultiple}
          </span>
        ) : null}
        {a.state === 'rejected' && a.reason ? (
          <span>{t('applications.reason', { reason: a.reason })}</span>
        ) : null}
        {a.decidedBy ? <span className="muted">{a.decidedBy}</span> : null}
        <span className="spacer" />
        {a.state === 'pending' ? (
          <>
            <button type="button" className="btn small primary" onClick={onApprove}>
              {t('applications.approve')}
            </button>
            <button type="button" className="btn small danger" onClick={onReject}>
              {t('applications.reject')}
            </button>
          </>
        ) : null}
      </footer>
    </li>
  );
}
