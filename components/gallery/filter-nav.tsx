import type { GalleryFilter } from '@/lib/domain/gallery-filter';

type Props = {
  label: string;
  basePath: string;
  active: GalleryFilter | null;
  options: { value: GalleryFilter | null; label: string }[];
};

/**
 * The filters as plain links (`?filter=retail`): shareable, and they work without JavaScript. Deliberately not the
 * router's Link: the client router knows the page is static and would reuse it for any query, showing every gallery;
 * a document request goes through the proxy, which serves the prerendered filtered segment.
 */
export function FilterNav({ label, basePath, active, options }: Props) {
  return (
    <nav aria-label={label} className="pf-filters -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
      <ul className="flex w-max gap-2 sm:w-auto sm:flex-wrap">
        {options.map((option) => {
          const current = option.value === active;
          const href = `${basePath}${option.value ? `?filter=${option.value}` : ''}#portfolio`;
          return (
            <li key={option.value ?? 'all'}>
              <a
                href={href}
                aria-current={current ? 'page' : undefined}
                data-filter={option.value ?? 'all'}
                // Its look (and the current filter's, by aria-current) in app/globals.css, section perf-galleries.
                className="pf-filter"
              >
                {option.label}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
