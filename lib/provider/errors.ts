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

/** Connection failures, PostgreSQL's (class 08, a server shutting down or starting: 57P01-57P03) and the socket's. */
const UNREACHABLE = /^(08|57P0[123]$|ECONNREFUSED$|ECONNRESET$|ETIMEDOUT$|EPIPE$|EHOSTUNREACH$)/;

/**
 * Why the database refused a write it should take, when the store itself is at fault: a read-only file, connection,
 * role or transaction (SQLITE_READONLY…, PostgreSQL 25006), a full disk (SQLITE_FULL, PostgreSQL 53100), or a
 * database that cannot be reached. Such a failure is the site's state, not the request's: answered 503 rather than 500.
 * Drivers and ORMs wrap the database's error, so its causes are read too.
 */
export function storeWriteFailure(error: unknown): 'read-only' | 'full' | 'unreachable' | null {
  for (let cause = error, depth = 0; depth < 4 && typeof cause === 'object' && cause !== null; depth += 1) {
    const code = 'code' in cause && typeof cause.code === 'string' ? cause.code : '';
    if (code.startsWith('SQLITE_READONLY') || code === '25006') return 'read-only';
    if (code === 'SQLITE_FULL' || code === '53100') return 'full';
    if (UNREACHABLE.test(code)) return 'unreachable';
    cause = 'cause' in cause ? cause.cause : undefined;
  }
  return null;
}
