import { ERROR_CODES, type ErrorCode } from '@app/contracts';

/** An expected failure with a stable code; the error handler turns it into the error envelope. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly value: unknown;

  constructor(
    code: ErrorCode,
    options: { message?: string; value?: unknown; status?: number } = {},
  ) {
    super(options.message ?? ERROR_CODES[code].message);
    this.name = 'AppError';
    this.code = code;
    this.statusCode = options.status ?? ERROR_CODES[code].status;
    this.value = options.value;
  }
}
