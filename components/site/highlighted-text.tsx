import { highlightPhrases } from '@/lib/domain/highlight';
import { cn } from '@/lib/utils';

type Props = { text: string; phrases: readonly string[]; finalStop?: boolean; className?: string };

export function HighlightedText({ text, phrases, finalStop, className }: Props) {
  return highlightPhrases(text, phrases, { finalStop }).map((segment, index) =>
    segment.highlighted ? (
      <em key={index} className={cn('font-normal text-accent italic', className)}>
        {segment.text}
      </em>
    ) : (
      segment.text
    ),
  );
}
