/**
 * A non-OK answer from the provider (spec §8): the message is the status code, a colon and a space, then the
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
