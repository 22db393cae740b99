import { STORAGE_KEYS } from '@/lib/constants';

/** Local storage writes of the quiz; guarded because storage can be disabled, and then nothing is kept. */
export function remember(key: 'businessStage' | 'leadMagnetEmail', value: string): void {
  try {
    window.localStorage.setItem(STORAGE_KEYS[key], value);
  } catch {
    // Storage disabled: the result is still shown, only not remembered.
  }
}

export function forget(key: 'businessStage' | 'leadMagnetEmail'): void {
  try {
    window.localStorage.removeItem(STORAGE_KEYS[key]);
  } catch {
    // Nothing to clear when storage is disabled.
  }
}
