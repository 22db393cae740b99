/** The studio's wordmark: a display-serif name with a small aperture mark (styled by `.logo`, app/globals.css). */
export function Logo() {
  return (
    <span className="logo">
      <svg viewBox="0 0 32 32" aria-hidden>
        <circle cx="16" cy="16" r="14.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <circle cx="16" cy="16" r="6" fill="currentColor" />
        <path d="M16 1.5v8M30.5 16h-8M16 30.5v-8M1.5 16h8" stroke="currentColor" strokeWidth="1.5" />
      </svg>
      <span>
        {/* A real space, so the visible text reads 'Lumen Estudio' inside the link's name (WCAG 2.5.3). */}
        Lumen <span>Estudio</span>
      </span>
    </span>
  );
}
