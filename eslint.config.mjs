import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

const internalLinks = { name: 'next/link', message: 'Use Link from @/lib/i18n/navigation for internal links.' };
// Two imports that put code into every page that renders them: lucide's icons are client components (each page that
// draws one loaded lucide's runtime), and next/dynamic's loader machinery was a fixed part of the first scripts.
const lucideIcons = {
  name: 'lucide-react',
  message: 'Use <Icon name> from @/components/ui/icon (the sprite; add the icon in scripts/icon-sprite.mjs).',
};
const nextDynamic = {
  name: 'next/dynamic',
  message: 'Use clientOnly() from @/components/ui/client-only for code that loads in the browser when first rendered.',
};
const sitePaths = [internalLinks, lucideIcons, nextDynamic];
// Payload stays in the back office: its config, cms/, its route group and the gateway's CMS source. Public pages and
// components reach content through @/lib/provider, so no Payload code can reach a public bundle.
const payloadOnlyInTheBackOffice = {
  group: ['payload', 'payload/*', '@payloadcms/*', '@payload-config'],
  message: 'Payload is imported only by payload.config.ts, next.config.ts, cms/, app/(payload)/ and lib/provider/cms/.',
};
// The arrows point down: lib never imports the back office's code; its Payload adapter reaches Payload through
// @payload-config only.
const cmsFromBelow = {
  group: [
    '@/cms',
    '@/cms/*',
    '@/payload.config',
    ...[1, 2, 3, 4, 5].flatMap((depth) => [`${'../'.repeat(depth)}cms/*`, `${'../'.repeat(depth)}payload.config`]),
  ],
  message: 'lib/ never imports cms/ or payload.config.ts: move what both need below, into lib/.',
};
// The studio's views and endpoints reach the bookings through its application layer, never a provider's insides.
const studioThroughItsLayer = {
  group: ['@/lib/provider/embedded', '@/lib/provider/embedded/*', '@/lib/provider/cms', '@/lib/provider/cms/*'],
  message: 'cms/views and cms/endpoints call @/lib/studio (its use cases decide which back end answers).',
};
// The rest of the back office reaches this site's store through lib/back-office (mail, limits, gallery passwords).
const storeThroughBackOffice = {
  group: ['@/lib/provider/embedded', '@/lib/provider/embedded/*'],
  message: "cms/ reaches the site's store through @/lib/back-office (or @/lib/studio for the studio's use cases).",
};
// Tests may drive Payload's Local API too; they never reach a browser bundle.
const backOffice = [
  'payload.config.ts',
  'next.config.ts',
  'cms/**',
  'app/(payload)/**',
  'lib/provider/cms/**',
  'tests/**',
];

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    '.next/**',
    '.next-bench/**',
    'bench/bare/**',
    'node_modules/**',
    'test-results/**',
    'playwright-report/**',
    'next-env.d.ts',
    '.data/**',
    'cms/migrations/**',
  ]),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      // Prettier wraps code at 120; this catches comments and anything it leaves long. Long strings stay whole.
      'max-len': [
        'error',
        { code: 120, ignoreStrings: true, ignoreTemplateLiterals: true, ignoreRegExpLiterals: true, ignoreUrls: true },
      ],
      'no-restricted-imports': ['error', { paths: sitePaths, patterns: [payloadOnlyInTheBackOffice] }],
    },
  },
  {
    files: backOffice,
    rules: { 'no-restricted-imports': ['error', { paths: [internalLinks] }] },
  },
  {
    files: ['cms/**', 'payload.config.ts'],
    ignores: ['cms/seed/**', 'cms/migrations/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [internalLinks], patterns: [storeThroughBackOffice] }] },
  },
  {
    files: ['cms/views/**', 'cms/endpoints/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [internalLinks], patterns: [studioThroughItsLayer] }] },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: sitePaths,
          patterns: [
            {
              group: [
                '@/lib/provider/embedded',
                '@/lib/provider/embedded/*',
                '@/lib/provider/cms',
                '@/lib/provider/cms/*',
              ],
              message: 'Components reach data through @/lib/provider only.',
            },
            payloadOnlyInTheBackOffice,
          ],
        },
      ],
    },
  },
  {
    // The live preview's refresh inside the admin's iframe: this one file may import Payload's React helper; it is
    // loaded only in an editor's preview, as a chunk of its own (components/preview/refresh-on-save.tsx).
    files: ['components/preview/refresh-on-save-island.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: sitePaths,
          patterns: [
            {
              ...payloadOnlyInTheBackOffice,
              group: [...payloadOnlyInTheBackOffice.group, '!@payloadcms/live-preview-react'],
            },
          ],
        },
      ],
    },
  },
  {
    // The rules in lib/domain run in client islands too (the booking calendar, the quiz): zod stays out of them, so a
    // page's first load does not carry a validator it needs only on submit. Schemas live in lib/schemas.
    files: ['lib/domain/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            internalLinks,
            {
              name: 'zod',
              message: 'lib/domain stays free of zod (islands import it); put the schema in lib/schemas.',
            },
          ],
          patterns: [payloadOnlyInTheBackOffice, cmsFromBelow],
        },
      ],
    },
  },
  {
    files: ['lib/**'],
    ignores: ['lib/domain/**', 'lib/provider/cms/**'],
    rules: {
      'no-restricted-imports': ['error', { paths: sitePaths, patterns: [payloadOnlyInTheBackOffice, cmsFromBelow] }],
    },
  },
  {
    files: ['lib/provider/cms/**'],
    rules: { 'no-restricted-imports': ['error', { paths: [internalLinks], patterns: [cmsFromBelow] }] },
  },
]);
