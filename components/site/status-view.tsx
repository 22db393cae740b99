import type { ReactNode, Ref } from 'react';

type Props = {
  code: string;
  heading: string;
  description: string;
  /** The page's ways on (links, buttons). */
  actions: ReactNode;
  /** Given when the heading receives focus (the error page): it then takes focus without an outline. */
  headingRef?: Ref<HTMLHeadingElement>;
  children?: ReactNode;
};

/** The layout the not-found and error pages share: code, heading, description and the ways on. */
export function StatusView({ code, heading, description, actions, headingRef, children }: Props) {
  return (
    <section className="mx-auto flex min-h-[70vh] max-w-3xl flex-col justify-center px-5 pt-36 pb-24 sm:px-8">
      {children}
      <p className="text-[0.72rem] font-semibold uppercase tracking-[0.26em] text-accent">{code}</p>
      <h1
        ref={headingRef}
        tabIndex={headingRef ? -1 : undefined}
        className={headingRef ? 'mt-5 text-5xl font-light outline-none sm:text-6xl' : 'mt-5 text-5xl font-light sm:text-6xl'}
      >
        {heading}
      </h1>
      <p className="mt-6 text-lg leading-relaxed text-muted-foreground">{description}</p>
      <div className="mt-10 flex flex-wrap gap-3">{actions}</div>
    </section>
  );
}
