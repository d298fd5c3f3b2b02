import { z } from 'zod/mini';
import type { $ZodType } from 'zod/v4/core';
import { ErrorCodeSchema } from './errors.ts';

/**
 * Every /wps answer is one of two shapes (spec §7 "data.success", "data.value"):
 * `{ success: true, value }` or `{ success: false, code, message, value? }`.
 */
export function okEnvelope<T extends $ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}

export const ErrorEnvelopeSchema = z.object({
  success: z.literal(false),
  /** Stable machine code, see ErrorCode. */
  code: ErrorCodeSchema,
  /** Readable English message; the site shows its own translation keyed by `code`. */
  message: z.string(),
  /** Extra data, e.g. `{ field }` for validation errors or `{ captcha: true }` after a failed login. */
  value: z.optional(z.unknown()),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type OkEnvelope<T> = { success: true; value: T };
export type Envelope<T> = OkEnvelope<T> | ErrorEnvelope;
