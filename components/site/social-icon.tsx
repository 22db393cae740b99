import type { studio } from '@/lib/site';

type Network = (typeof studio.social)[number]['id'];

// Simple line marks drawn for this site; brand logos are not bundled.
const paths: Record<Network, string> = {
  instagram: 'M7 3h10a4 4 0 0 1 4 4v10a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V7a4 4 0 0 1 4-4Zm5 5a4 4 0 1 0 0 8 4 4 0 0 0 0-8Zm5.5-2.5h.01',
  linkedin: 'M4 9h3.5v11H4zM5.75 3.5a2 2 0 1 1 0 4 2 2 0 0 1 0-4ZM10 9h3.3v1.6c.5-.9 1.7-1.9 3.5-1.9 3.6 0 4.2 2.3 4.2 5.4V20h-3.5v-5.2c0-1.3 0-2.9-1.8-2.9s-2.1 1.4-2.1 2.8V20H10z',
  vimeo: 'M3 8.5c1.5-1.2 3.6-3.5 5-3.3 1.8.2 1.6 3.6 2.3 6.2.6 2.3 1.1 3.6 1.7 3.6.9 0 2.7-3 3.1-4.9.3-1.6-.4-2.6-2.4-1.6.8-3 3.5-4.3 5.3-3.8 2 .6 1.8 3.6.4 6.4-1.7 3.3-5.3 8.2-7.8 8.2-2.1 0-2.8-3.1-3.6-6.2-.7-2.8-1.1-4.6-2-3.6l-1 .8z',
  behance: 'M3 6h6a3 3 0 0 1 0 6H3zm0 6h6.5a3 3 0 0 1 0 6H3zM15 7h5M14 14.5h7a3.5 3.5 0 1 0-1 2.5',
};

export function SocialIcon({ network }: { network: Network }) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden className="size-4" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
      <path d={paths[network]} />
    </svg>
  );
}
