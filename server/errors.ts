/** One error type for the vendor API: 4xx carry a precise, user-presentable message; 5xx are logged in full. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Google-API style status word, e.g. INVALID_ARGUMENT, NOT_FOUND, FAILED_PRECONDITION. */
    readonly reason: string = reasonFor(status),
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export function reasonFor(status: number): string {
  switch (status) {
    case 400: return 'INVALID_ARGUMENT';
    case 401: return 'UNAUTHENTICATED';
    case 403: return 'PERMISSION_DENIED';
    case 404: return 'NOT_FOUND';
    case 405: return 'METHOD_NOT_ALLOWED';
    case 409: return 'FAILED_PRECONDITION';
    case 413: return 'PAYLOAD_TOO_LARGE';
    case 415: return 'UNSUPPORTED_MEDIA_TYPE';
    case 422: return 'INVALID_ARGUMENT';
    case 429: return 'RESOURCE_EXHAUSTED';
    default: return status >= 500 ? 'INTERNAL' : 'UNKNOWN';
  }
}

/** The wire shape of every vendor API error: `{ error: { code, message, status } }`. */
export function errorBody(status: number, message: string, reason = reasonFor(status)) {
  return { error: { code: status, message, status: reason } };
}

export const badRequest = (msg: string) => new ApiError(400, msg);
export const notFound = (msg: string) => new ApiError(404, msg);
export const conflict = (msg: string) => new ApiError(409, msg);
export const forbidden = (msg: string) => new ApiError(403, msg);
