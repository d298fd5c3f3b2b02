import { startTrialEndpoint, type TrialValue } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/** A free-play account (type 4) and its session. */
export function startTrial(): Promise<TrialValue> {
  // The site names the common module (spec §7); the route itself belongs to none.
  return callEndpoint(startTrialEndpoint, { module: 'COMM3', headers: deviceHeaders() });
}
