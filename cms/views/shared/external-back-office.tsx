import { sharedT, type AdminLang } from './texts';

/** What a studio view shows when an external provider takes the bookings and runs its own back office. */
export function ExternalBackOffice({ lang, provider }: { lang: AdminLang; provider: string }) {
  const t = sharedT(lang);
  return (
    <div className="studio-notice" role="status" data-testid="external-back-office">
      <h2>{t.externalTitle}</h2>
      <p>{t.external(provider)}</p>
    </div>
  );
}
