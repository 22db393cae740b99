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
    // Styled by `.status` (app/globals.css, perf-home): this view is in every page's serialized tree (the 404
    // boundary).
    <section className="status">
      {children}
      <p>{code}</p>
      {/* No ref or tabIndex at all without a headingRef: undefined ones are spelled out in every page's serialized
         tree. */}
      <h1 {...(headingRef ? { ref: headingRef, tabIndex: -1 } : {})}>{heading}</h1>
      <p>{description}</p>
      <div>{actions}</div>
    </section>
  );
}
