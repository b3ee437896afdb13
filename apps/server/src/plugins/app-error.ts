import type { ApiError } from '@kwk/shared/errors/error.schemas';
import { ERRORS, type ErrorCode } from '@kwk/shared/errors/error-codes';

/** A failure the client should see: a stable code, its HTTP status, optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: ErrorCode,
    readonly details?: ApiError['details'],
    statusCode?: number,
  ) {
    super(code);
    this.statusCode = statusCode ?? ERRORS[code].status;
  }
}
