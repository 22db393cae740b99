import { Skeleton } from '@/components/ui/skeleton';

/** Shown only while a slow provider streams the hero in (spec §4 loading state); never in prerendered HTML. */
export function HomeHeroSkeleton() {
  return (
    <div aria-hidden data-testid="hero-skeleton" className="mx-auto grid max-w-[88rem] gap-12 px-5 pt-32 pb-20 sm:px-8 md:pt-40 lg:grid-cols-[1.25fr_1fr]">
      <div className="space-y-6">
        <Skeleton className="h-4 w-40" />
        <Skeleton className="h-16 w-full" />
        <Skeleton className="h-16 w-4/5" />
        <Skeleton className="h-6 w-3/5" />
      </div>
      <Skeleton className="aspect-[3/2] rounded-xl" />
    </div>
  );
}
