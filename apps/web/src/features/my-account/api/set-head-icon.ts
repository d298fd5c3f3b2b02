import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setHeadIconEndpoint, type HeadIconBody, type PlayerAvatar } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { HEAD_ICON_QUERY_KEY } from '../../../lib/queries/head-icon.ts';
import { PERSONAL_INFO_KEY } from './get-personal-info.ts';

/** spec §7 head icon POST: a STATIC name or a CUSTOM upload. */
export function setHeadIcon(body: HeadIconBody): Promise<PlayerAvatar> {
  return callEndpoint(setHeadIconEndpoint, { body });
}

/** The avatar shows in the header, side menu and member home: all read it again. */
export function useSetHeadIcon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHeadIcon,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: HEAD_ICON_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: PERSONAL_INFO_KEY }),
      ]),
  });
}
