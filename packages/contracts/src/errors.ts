import { z } from 'zod';

/**
 * Stable error codes. Dotted lower-case, in the style of the spec's own `modify.new.old.same`.
 * A code never changes meaning once shipped; clients switch on it, never on the message.
 */
export const ERROR_CODES = {
  'request.invalid': { status: 400, message: 'The request is not valid' },
  'request.body_too_large': { status: 413, message: 'The request body is too large' },
  'request.unsupported_media_type': { status: 415, message: 'Unsupported content type' },
  'route.not_found': { status: 404, message: 'The requested url is empty' },
  'method.not_allowed': { status: 405, message: 'Method not allowed' },
  'auth.required': { status: 401, message: 'You are not logged in, please login first' },
  'auth.forbidden': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  'module.disabled': {
    status: 403,
    message:
      'Sorry, this account does not have permission or the feature is temporarily unavailable',
  },
  'operator.unauthorized': { status: 401, message: 'Operator credentials are missing or wrong' },
  'rate.limited': { status: 429, message: 'Too many requests, please try again later' },
  'system.maintenance': { status: 503, message: 'System maintenance' },
  'system.region_restricted': { status: 403, message: 'Access restricted' },
  'resource.not_found': { status: 404, message: 'Not found' },
  'internal.error': { status: 500, message: 'Unknown error' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERROR_CODES;
export const ErrorCodeSchema = z.enum(Object.keys(ERROR_CODES) as [ErrorCode, ...ErrorCode[]]);
