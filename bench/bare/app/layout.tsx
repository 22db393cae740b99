import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import { HydrationMark } from './hydration-mark';

// The comparison page of `npm run bench` and `npm run load`: a bare Next page with the site's next/react versions.
export const metadata: Metadata = {
  title: 'Bare Next page',
  description: 'A bare Next.js page: the baseline the site is measured against.',
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        {children}
        <HydrationMark />
      </body>
    </html>
  );
}
