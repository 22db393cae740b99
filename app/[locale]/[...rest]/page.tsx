import { notFound } from 'next/navigation';

// Any address under a language that is not one of ours renders the localised not-found page with status 404.
export default function UnknownPage() {
  notFound();
}
