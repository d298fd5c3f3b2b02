import { useMutation, useQueryClient } from '@tanstack/react-query';
import { setNicknameEndpoint, type PersonalInfo } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { PERSONAL_INFO_KEY } from './get-personal-info.ts';

/** spec §7 nickname. */
export function setNickname(nickname: string): Promise<PersonalInfo> {
  return callEndpoint(setNicknameEndpoint, { body: { nickname } });
}

/** The header and side menu show the nickname, so member info is read again. */
export function useSetNickname() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setNickname,
    onSuccess: (info) => {
      queryClient.setQueryData(PERSONAL_INFO_KEY, info);
      return queryClient.invalidateQueries({ queryKey: [...SESSION_QUERY_SCOPE, 'member-info'] });
    },
  });
}
