import { cn } from '@/lib/utils';

type Props = { id?: string; eyebrow: string; title: string; description?: string; className?: string; tone?: 'light' | 'dark' };

export function SectionHeading({ id, eyebrow, title, description, className, tone = 'light' }: Props) {
  return (
    <header className={cn('max-w-3xl', className)}>
      <p className={cn('mb-5 text-[0.72rem] font-semibold uppercase tracking-[0.26em]', tone === 'dark' ? 'text-[#e7a57f]' : 'text-accent')}>
        {eyebrow}
      </p>
      <h2 id={id} className="text-4xl leading-[1.08] font-light md:text-5xl">
        {title}
      </h2>
      {description ? (
        <p className={cn('mt-6 text-lg leading-relaxed', tone === 'dark' ? 'text-paper/75' : 'text-muted-foreground')}>{description}</p>
      ) : null}
    </header>
  );
}
