import { STORAGE_KEYS } from '@/lib/constants';

/** The quiz's result in this browser (businessStage), when it holds one of the five stages; storage may be disabled. */
export function storedStage(): string | undefined {
  try {
    const stage = window.localStorage.getItem(STORAGE_KEYS.businessStage);
    return stage && /^[1-5]$/.test(stage) ? stage : undefined;
  } catch {
    return undefined;
  }
}
