import { TrialValueSchema, type TrialValue } from '@app/contracts';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /wps/auth/trial: a free-play account (type 4) and its session. */
export function startTrial(): Promise<TrialValue> {
  return apiRequest('/wps/auth/trial', {
    method: 'POST',
    schema: TrialValueSchema,
    module: 'COMM3',
  });
}
