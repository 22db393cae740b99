import { Icon } from '@/components/ui/icon';
import type { studio } from '@/lib/site';

type Network = (typeof studio.social)[number]['id'];

/** A social network's line mark, drawn for this site (brand logos are not bundled), from the icon sprite. */
export function SocialIcon({ network }: { network: Network }) {
  return <Icon name={network} className="social" />;
}
