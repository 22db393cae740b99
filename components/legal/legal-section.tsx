import type { ReactNode } from 'react';
import { LegalBlock } from './legal-block';
import type { LegalSection as LegalSectionData } from './legal-outline';

/** A numbered or titled part of a legal document: an h2 with an anchor, then its blocks. */
export function LegalSection({ section }: { section: LegalSectionData<ReactNode> }) {
  const titleId = `${section.id}-title`;
  return (
    <section id={section.id} aria-labelledby={titleId} className="py-10 first:pt-0 last:pb-0 md:py-12">
      <h2 id={titleId} className="text-[1.7rem] leading-tight font-light text-foreground sm:text-[2rem]">
        {section.title}
      </h2>
      <div className="mt-6 space-y-5 text-[1.0625rem] leading-[1.75] text-foreground/85">
        {section.blocks.map((block) => (
          <LegalBlock key={block.key} block={block} />
        ))}
      </div>
    </section>
  );
}
