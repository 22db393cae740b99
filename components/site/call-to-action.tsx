import type { ReactNode } from 'react';

/**
 * Short class names (`cta-<look>`, with `.ci`, `.ch`, `.ce`, `.ct`, `.cx`, `.ca` for its parts in app/globals.css)
 * keep the repeated markup small; wrappers are optional because some looks lay their parts out bare.
 */
type Look = {
  section: string;
  inner?: string;
  heading?: 'div' | 'header';
  actions: boolean;
};

const looks = {
  /** A portfolio page's closing block, on the muted background. */
  muted: { section: 'cta-muted', heading: 'div', actions: true },
  /** On the page's own background, with a row of buttons. */
  plain: { section: 'cta-plain', heading: 'div', actions: true },
  /** Light text on ink. */
  dark: { section: 'cta-dark', heading: 'div', actions: true },
  /** The home page's booking section: light text on ink, wider spacing, room for the upcoming list. */
  booking: { section: 'cta-booking', heading: 'header', actions: true },
  /** Centred on the accent colour: the home page's last word before the contact section. */
  accent: { section: 'cta-accent', inner: 'reveal', actions: true },
  /** A slim band between sections, its one button beside the text. */
  band: { section: 'render-on-approach cta-band', inner: 'reveal', heading: 'div', actions: false },
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
  id?: string;
  /** Marks the section for the page's scroll effects. */
  section?: string;
};

export function CallToAction({ look, titleId, eyebrow, title, text, actions, id, section }: Props) {
  const style: Look = looks[look];
  const heading = (
    <>
      <p className="ce">{eyebrow}</p>
      <h2 id={titleId} className="ct">
        {title}
      </h2>
      <p className="cx">{text}</p>
    </>
  );
  const Heading = style.heading;
  return (
    // Absent props left out rather than set to undefined, which the serialized tree spells out ("$undefined").
    <section
      {...(id ? { id } : {})}
      aria-labelledby={titleId}
      {...(section ? { 'data-section': section } : {})}
      className={style.section}
    >
      <div className={style.inner ? `${style.inner} ci` : 'ci'}>
        {Heading ? <Heading className="ch">{heading}</Heading> : heading}
        {style.actions ? <div className="ca">{actions}</div> : actions}
      </div>
    </section>
  );
}
