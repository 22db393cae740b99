type HeaderReader = { get(name: string): string | null };

/**
 * Who is asking, for per-client rate limits: the first address of X-Forwarded-For (set by the proxy in front of the
 * server), else X-Real-IP, else 'local'. Behind no proxy these headers come from the client and can be forged, so
 * a public deployment should sit behind one that overwrites them.
 */
export function clientIdFrom(headers: HeaderReader): string {
  const forwarded = headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  const real = headers.get('x-real-ip')?.trim();
  return (forwarded || real || 'local').slice(0, 100);
}
