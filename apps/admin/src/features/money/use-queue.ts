import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from '../../components/toast.tsx';
import type { Decision } from './decision-queue.tsx';

const PAGE_SIZE = 50;

type Page<Row> = { list: Row[]; total: number };
type ListQuery = { status: 'pending' | 'all'; pageNo: number; pageSize: number };

/**
 * A queue of money requests, pending or all, paged by the server, with the decision call: what
 * the deposits, withdrawals and adjustment-request screens share. Spread the answer into
 * DecisionQueue.
 */
export function useQueue<Row, Decided>({
  key,
  list,
  decide,
  toast,
}: {
  key: string;
  list: (query: ListQuery, signal: AbortSignal) => Promise<Page<Row>>;
  decide: (input: { id: number; decision: Decision; reason: string }) => Promise<Decided>;
  toast: (decided: Decided) => string;
}) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<'pending' | 'all'>('pending');
  const [pageNo, setPageNo] = useState(1);
  const query = useQuery({
    queryKey: ['admin', key, status, pageNo],
    queryFn: ({ signal }) => list({ status, pageNo, pageSize: PAGE_SIZE }, signal),
    placeholderData: keepPreviousData,
  });
  const mutation = useMutation({
    mutationFn: decide,
    onSuccess: (decided) => {
      notify(toast(decided));
      void queryClient.invalidateQueries({ queryKey: ['admin', key] });
    },
  });
  return {
    rows: query.data?.list ?? [],
    total: query.data?.total ?? 0,
    pageNo,
    pageSize: PAGE_SIZE,
    loading: query.isPending,
    status,
    onStatusChange: (next: 'pending' | 'all') => {
      setStatus(next);
      setPageNo(1);
    },
    onPageChange: setPageNo,
    onDecide: (id: number, decision: Decision, reason: string) =>
      mutation.mutateAsync({ id, decision, reason }),
  };
}
