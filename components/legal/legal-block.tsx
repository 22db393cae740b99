import type { ReactNode } from 'react';
import type { LegalBlock as LegalBlockData } from './legal-outline';
import { LegalTable } from './legal-table';

/** One block of a legal section: paragraph, sub-heading (h3), bullet list or table. */
export function LegalBlock({ block }: { block: LegalBlockData<ReactNode> }) {
  switch (block.kind) {
    case 'paragraph':
      return <p>{block.text}</p>;
    case 'heading':
      return (
        <h3 id={block.id} className="pt-4 text-xl leading-snug font-normal text-foreground">
          {block.text}
        </h3>
      );
    case 'list':
      return (
        <ul className="list-disc space-y-2.5 pl-5">
          {block.items.map((item) => (
            <li key={item.key} className="pl-1 [&::marker]:text-accent">
              {item.text}
            </li>
          ))}
        </ul>
      );
    case 'table':
      return <LegalTable id={block.id} caption={block.caption} columns={block.columns} rows={block.rows} />;
  }
}
