// The types of shared-cache-handler.mjs (plain JavaScript, as Next loads it by path at run time).
type TagTimes = { stale: number; expired: number };
export interface SharedCacheState {
  tags: Map<string, TagTimes>;
  pending: Map<string, [number, number]>;
  local: Map<string, unknown>;
  clientReady: boolean;
  tagsReady: boolean;
  readonly ready: boolean;
  close(): void;
}
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Next's cache values, read back as stored
type Entry = { value: any; lastModified: number; cacheControl?: unknown };
export interface SharedCacheHandler {
  get(key: string, ctx: object): Promise<Entry | null>;
  set(key: string, data: object | null, ctx: object): Promise<void>;
  revalidateTag(tags: string | string[], durations?: { expire?: number }): Promise<void>;
  resetRequestCache(): void;
}
export function connectSharedCache(url: string): SharedCacheState;
export function sharedCacheHandler(
  connect?: () => SharedCacheState,
): new (ctx: { serverDistDir?: string; revalidatedTags?: string[] }) => SharedCacheHandler;
export function encodeEntry(entry: object): string;
export function decodeEntry(text: string): Entry;
declare const Handler: ReturnType<typeof sharedCacheHandler>;
export default Handler;
