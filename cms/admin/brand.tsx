import type { CSSProperties } from 'react';

/** The studio's aperture mark, drawn in the admin's text colour so it suits its light and dark themes. */
function Mark({ size }: { size: number }) {
  return (
    <svg viewBox="0 0 32 32" width={size} height={size} aria-hidden>
      <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <circle cx="16" cy="16" r="6" fill="currentColor" />
      <path d="M16 1.5v8M30.5 16h-8M16 30.5v-8M1.5 16h8" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  );
}

const wordmark: CSSProperties = { display: 'inline-flex', alignItems: 'center', gap: '0.75rem', fontSize: '1.75rem' };

/** Payload's sign-in and first-account screens show this instead of its own logo. */
export function StudioLogo() {
  return (
    <span style={wordmark}>
      <Mark size={40} />
      <span style={{ fontWeight: 300, letterSpacing: '0.01em' }}>Lumen Estudio</span>
    </span>
  );
}

/** The nav's small mark; its link already reads as the dashboard, so the mark itself is decorative. */
export function StudioIcon() {
  return <Mark size={24} />;
}
