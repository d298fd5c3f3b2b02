import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  applyForPromotionEndpoint,
  listMyApplicationsEndpoint,
  type Application,
  type ApplicationList,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';

/** The member's applications for one promotion (pending, approved or rejected). */
export function getMyApplications(
  promotionId: number,
  signal?: AbortSignal,
): Promise<ApplicationList> {
  return callEndpoint(listMyApplicationsEndpoint, { query: { promotionId }, signal });
}

const applicationsKey = (promotionId: number) =>
  [...SESSION_QUERY_SCOPE, 'promotion-applications', promotionId] as const;

export function useMyApplications(promotionId: number, enabled: boolean) {
  return useQuery({
    queryKey: applicationsKey(promotionId),
    queryFn: ({ signal }) => getMyApplications(promotionId, signal),
    enabled,
  });
}

/** Sends an application: the comment and the images as base64. */
export function applyForPromotion(
  promotionId: number,
  body: { comment: string; images: string[] },
): Promise<Application> {
  return callEndpoint(applyForPromotionEndpoint, { params: { id: promotionId }, body });
}

export function useApplyForPromotion(promotionId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { comment: string; images: string[] }) =>
      applyForPromotion(promotionId, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: applicationsKey(promotionId) }),
  });
}
