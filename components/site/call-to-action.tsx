import type { ReactNode } from 'react';

/**
 * The classes of each look of the call-to-action block. `heading` wraps the eyebrow, title and text (no wrapper when
 * absent); `actions` wraps the buttons (placed bare when absent).
 */
type Look = {
  section: string;
  inner: string;
  heading?: { tag: 'div' | 'header'; className?: string };
  eyebrow: string;
  title: string;
  text: string;
  actions?: string;
};

// Title and text beside the actions from md up.
const split = (gap: string) => `mx-auto grid max-w-[88rem] ${gap} px-5 py-20 sm:px-8 md:grid-cols-[1.4fr_1fr] md:items-end md:py-28`;
const splitTitle = 'text-4xl leading-[1.08] font-light md:text-5xl';

const looks = {
  /** A portfolio page's closing block, on the muted background. */
  muted: {
    section: 'border-t border-border/70 bg-muted',
    inner: split('gap-8'),
    heading: { tag: 'div' },
    eyebrow: 'mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase',
    title: splitTitle,
    text: 'mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground',
    actions: 'md:justify-self-end',
  },
  /** On the page's own background, with a row of buttons. */
  plain: {
    section: 'border-t border-border/70',
    inner: split('gap-10'),
    heading: { tag: 'div' },
    eyebrow: 'mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-accent uppercase',
    title: splitTitle,
    text: 'mt-6 max-w-xl text-lg leading-relaxed text-muted-foreground',
    actions: 'flex flex-wrap gap-3 md:justify-self-end',
  },
  /** Light text on ink. */
  dark: {
    section: 'bg-ink text-paper',
    inner: split('gap-10'),
    heading: { tag: 'div' },
    eyebrow: 'mb-5 text-[0.72rem] font-semibold tracking-[0.26em] text-[#e7a57f] uppercase',
    title: splitTitle,
    text: 'mt-6 max-w-xl text-lg leading-relaxed text-paper/75',
    actions: 'md:justify-self-end',
  },
  /** The home page's booking section: light text on ink, wider spacing, room for the upcoming list. */
  booking: {
    section: 'bg-ink text-paper',
    inner: 'mx-auto grid max-w-[88rem] gap-12 px-5 py-24 sm:px-8 md:py-32 lg:grid-cols-[1.4fr_1fr] lg:items-end',
    heading: { tag: 'header', className: 'max-w-3xl' },
    eyebrow: 'mb-5 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-[#e7a57f]',
    title: splitTitle,
    text: 'mt-6 text-lg leading-relaxed text-paper/75',
    actions: 'grid gap-8 lg:justify-self-end',
  },
  /** Centred on the accent colour: the home page's last word before the contact section. */
  accent: {
    section: 'bg-accent text-accent-foreground [&_a:focus-visible]:outline-paper',
    inner: 'reveal mx-auto max-w-[88rem] px-5 py-24 text-center sm:px-8 md:py-32',
    eyebrow: 'mb-5 text-[0.72rem] font-semibold uppercase tracking-[0.26em] opacity-85',
    title: 'mx-auto max-w-4xl text-4xl leading-[1.08] font-light md:text-6xl',
    text: 'mx-auto mt-6 max-w-2xl text-lg leading-relaxed opacity-90',
    actions: 'mt-10 flex flex-wrap justify-center gap-3',
  },
  /** A slim band between sections, its one button beside the text. */
  band: {
    section: 'render-on-approach border-y border-border',
    inner: 'reveal mx-auto flex max-w-[88rem] flex-col gap-8 px-5 py-16 sm:px-8 md:flex-row md:items-center md:justify-between md:py-20',
    heading: { tag: 'div', className: 'max-w-2xl' },
    eyebrow: 'mb-4 text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent',
    title: 'text-3xl leading-tight font-light md:text-4xl',
    text: 'mt-4 text-muted-foreground',
  },
} satisfies Record<string, Look>;

export type CallToActionLook = keyof typeof looks;

type Props = {
  look: CallToActionLook;
  /** The title's id, which labels the section. */
  titleId: string;
  eyebrow: string;
  title: string;
  text: string;
  actions: ReactNode;
  /** The section's own id when something links to it. */
  id?: string;
  /** Marks the section for the page's scroll effects. */
  section?: string;
};

/** The call-to-action block of every page: an eyebrow, a title, a line of text and the way forward. */
export function CallToAction({ look, titleId, eyebrow, title, text, actions, id, section }: Props) {
  const style: Look = looks[look];
  const heading = (
    <>
      <p className={style.eyebrow}>{eyebrow}</p>
      <h2 id={titleId} className={style.title}>
        {title}
      </h2>
      <p className={style.text}>{text}</p>
    </>
  );
  const Heading = style.heading?.tag;
  return (
    <section id={id} aria-labelledby={titleId} data-section={section} className={style.section}>
      <div className={style.inner}>
        {Heading ? <Heading className={style.heading?.className}>{heading}</Heading> : heading}
        {style.actions ? <div className={style.actions}>{actions}</div> : actions}
      </div>
    </section>
  );
}
