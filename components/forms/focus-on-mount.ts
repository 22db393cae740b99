/**
 * Focuses an answer that replaces a form. Module-level so the ref stays stable: an inline arrow would be a new ref
 * on every render and take the focus back each time.
 */
export const focusOnMount = (node: HTMLElement | null): void => node?.focus();
