import { ANY_ERRORS, type AnyErrorCode } from '@kwk/shared/errors/console-error-codes';
import type { ApiError } from '@kwk/shared/errors/error.schemas';

/** A failure the client should see: a stable code, its HTTP status, optional details. */
export class AppError extends Error {
  readonly statusCode: number;
  constructor(
    readonly code: AnyErrorCode,
    readonly details?: ApiError['details'],
    statusCode?: number,
  ) {
    super(code);
    this.statusCode = statusCode ?? ANY_ERRORS[code].status;
  }
}
