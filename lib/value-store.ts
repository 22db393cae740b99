/**
 * One value shared by browser components that live in different islands (or chunks), read with React's
 * `useSyncExternalStore(store.subscribe, store.get, …)`. Setting an equal value notifies no one.
 */
export function valueStore<T>(initial: T) {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: (): T => value,
    set(next: T): void {
      if (Object.is(next, value)) return;
      value = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}
