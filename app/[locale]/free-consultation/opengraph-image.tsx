// The share card must live beside the page under this language's address, as page.tsx does.
export { alt, contentType, default, generateStaticParams, size } from '../consulta-gratuita/opengraph-image';
