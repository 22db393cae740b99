/**
 * A non-OK answer from the provider: the message is the status code, a colon and a space, then the
 * response body, or the status text when the body is empty.
 */
export class ProviderHttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ProviderHttpError';
    this.status = status;
    this.body = body;
  }
}

/** The provider answered OK but not with what the call expects. */
export class ProviderResponseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ProviderResponseError';
  }
}

/**
 * Why the database refused a write it should take, when the store itself is at fault: a read-only file, connection,
 * role or transaction (SQLITE_READONLY…, PostgreSQL 25006) or a full disk (SQLITE_FULL, PostgreSQL 53100). Such a
 * failure is the site's state, not the request's: answered 503 rather than 500.
 */
export function storeWriteFailure(error: unknown): 'read-only' | 'full' | null {
  if (typeof error !== 'object' || error === null || !('code' in error) || typeof error.code !== 'string') return null;
  const { code } = error;
  if (code.startsWith('SQLITE_READONLY') || code === '25006') return 'read-only';
  if (code === 'SQLITE_FULL' || code === '53100') return 'full';
  return null;
}
