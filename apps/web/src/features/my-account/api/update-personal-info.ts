import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  updatePersonalInfoEndpoint,
  type PersonalInfo,
  type PersonalInfoBody,
} from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { SESSION_QUERY_SCOPE } from '../../../lib/session.ts';
import { PERSONAL_INFO_KEY } from './get-personal-info.ts';

/** Changes the personal info fields sent. */
export function updatePersonalInfo(body: PersonalInfoBody): Promise<PersonalInfo> {
  return callEndpoint(updatePersonalInfoEndpoint, { body });
}

/** The answer is the new personal info; member info (masked contacts) is read again. */
export function useUpdatePersonalInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePersonalInfo,
    onSuccess: (info) => {
      queryClient.setQueryData(PERSONAL_INFO_KEY, info);
      return queryClient.invalidateQueries({ queryKey: [...SESSION_QUERY_SCOPE, 'member-info'] });
    },
  });
}
