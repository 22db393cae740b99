import type { Locale } from '@/lib/i18n/locales';
import { nmIaPageContent } from '@/lib/provider/home-content';

/** The closing quote of the NM+IA page: a real blockquote with its attribution (from the back office). */
export async function ClosingQuote({ locale }: { locale: Locale }) {
  const { quote } = await nmIaPageContent(locale);
  return (
    <figure className="mx-auto max-w-4xl px-5 py-20 text-center sm:px-8 md:py-28">
      <blockquote className="font-display text-3xl leading-snug font-light md:text-4xl">
        <p>
          <span aria-hidden className="text-accent">
            “
          </span>
          {quote.text}
          <span aria-hidden className="text-accent">
            ”
          </span>
        </p>
      </blockquote>
      <figcaption className="mt-8 text-sm tracking-wide text-muted-foreground">
        <cite className="font-semibold text-foreground not-italic">{quote.author}</cite>, {quote.role}
      </figcaption>
    </figure>
  );
}
