/**
 * A ref that focuses its element once, when it is attached: for an answer that replaces a form. Module-level so that
 * its identity is stable; an inline arrow would be a new ref on every render and take the focus back each time.
 */
export const focusOnMount = (node: HTMLElement | null): void => node?.focus();
