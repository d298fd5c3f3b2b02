import { getCaptchaEndpoint, type Captcha } from '@app/contracts';
import { callEndpoint } from '@app/client/api-client';
import { deviceHeaders } from '../../../lib/device.ts';

/** A new captcha image (spec §7: base64 png). Each one can be answered once, right or wrong. */
export function getCaptcha(signal?: AbortSignal): Promise<Captcha> {
  return callEndpoint(getCaptchaEndpoint, { signal, headers: deviceHeaders() });
}
