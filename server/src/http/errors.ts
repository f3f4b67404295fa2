/** HTTP errors with the `{ message }` envelope of DESIGN.md; thrown by handlers, rendered by the error handler. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

export type FieldErrors = Record<string, string[]>;

/** 422 with field errors keyed by dotted path (`terminais.0.name`). */
export class ValidationError extends HttpError {
  constructor(
    readonly errors: FieldErrors,
    message = "The given data was invalid.",
  ) {
    super(422, message, { errors });
  }

  static field(field: string, text: string): ValidationError {
    return new ValidationError({ [field]: [text] });
  }
}

export const unauthorized = (message = "Unauthenticated.") => new HttpError(401, message);
export const forbidden = (message = "You don't have permission for this action") => new HttpError(403, message);
export const notFound = (message = "Not found.") => new HttpError(404, message);
export const conflict = (message: string, extra: Record<string, unknown> = {}) => new HttpError(409, message, extra);
