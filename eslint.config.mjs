import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';
import { defineConfig, globalIgnores } from 'eslint/config';

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores(['.next/**', '.next-bench/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', '.data/**']),
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-non-null-assertion': 'error',
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: 'Use Link from @/lib/i18n/navigation for internal links.' }] },
      ],
    },
  },
  {
    files: ['components/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'next/link', message: 'Use Link from @/lib/i18n/navigation for internal links.' }],
          patterns: [{ group: ['@/lib/provider/embedded', '@/lib/provider/embedded/*'], message: 'Components reach data through @/lib/provider only.' }],
        },
      ],
    },
  },
]);
