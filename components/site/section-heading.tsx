import { cn } from '@/lib/utils';

type Props = {
  id?: string;
  eyebrow: string;
  title: string;
  description?: string;
  className?: string;
  tone?: 'light' | 'dark';
};

/** A section's eyebrow, title and optional description; styled by `.sh` (app/globals.css, perf-home). */
export function SectionHeading({ id, eyebrow, title, description, className, tone = 'light' }: Props) {
  return (
    <header className={cn('sh', tone === 'dark' && 'sh-dark', className)}>
      <p>{eyebrow}</p>
      <h2 id={id}>{title}</h2>
      {description ? <p>{description}</p> : null}
    </header>
  );
}
