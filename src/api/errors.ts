/** Failures of the API client, classified so the CLI can choose an exit code and a message. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'invalid-body' | 'not-found' | 'rate-limit' | 'aborted';

export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly url: string,
    readonly status?: number,
    readonly detail?: string,
  ) {
    super(message);
  }
}
