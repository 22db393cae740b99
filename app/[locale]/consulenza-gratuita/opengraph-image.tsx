// The booking page's share card under this language's address, as page.tsx here serves the page itself.
export { alt, contentType, default, generateStaticParams, size } from '../consulta-gratuita/opengraph-image';
