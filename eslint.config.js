import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * One owner per table (issue #26): the drizzle schema in apps/api/src/db/schema is imported only by
 * the code that owns tables: a module's `*.repository.ts`, the ledger module, `src/db/`, the job
 * queue (`src/jobs/`), the demo seed (`src/cli/demo-*.ts`, `src/cli/seed.ts`) and tests. Everyone
 * else calls the owning module's repository or service functions. The rule matches the import text,
 * so every spelling is caught: `../../db/schema/index.js`, `../db/schema`, `./db/schema/money.js`.
 */
export const SCHEMA_IMPORT = /(^|\/)db\/schema(\/|\.[cm]?[jt]s$|$)/;
export const SCHEMA_OWNERS = [
  'apps/api/src/**/*.repository.ts',
  'apps/api/src/modules/ledger/**',
  'apps/api/src/db/**',
  'apps/api/src/jobs/**',
  'apps/api/src/cli/demo-*.ts',
  'apps/api/src/cli/seed.ts',
  'apps/api/src/**/*.test.ts',
  'apps/api/src/test/**',
];

const schemaImportRule = {
  'no-restricted-imports': [
    'error',
    {
      patterns: [
        {
          regex: SCHEMA_IMPORT.source,
          message:
            "The drizzle schema is read and written only by its owner: call the owning module's repository or service (one owner per table, docs/ARCHITECTURE.md).",
        },
      ],
    },
  ],
  'no-restricted-syntax': [
    'error',
    {
      selector: `ImportExpression[source.value=/${SCHEMA_IMPORT.source}/]`,
      message: 'The drizzle schema is read and written only by its owner (docs/ARCHITECTURE.md).',
    },
  ],
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/.next/**',
      '**/.next-*/**',
      '**/dist/**',
      'data/**',
      '**/next-env.d.ts',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: {
        console: 'readonly',
        process: 'readonly',
        Buffer: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        window: 'readonly',
        document: 'readonly',
        localStorage: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': 'off',
    },
  },
  {
    files: ['apps/api/src/**/*.ts'],
    ignores: SCHEMA_OWNERS,
    rules: schemaImportRule,
  },
  {
    // Links prefetch on intent, not on sight (apps/web/lib/ui/link.tsx, docs/web.md).
    files: ['apps/web/**/*.{ts,tsx}'],
    ignores: ['apps/web/lib/ui/link.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ name: 'next/link', message: "Import Link from '@/lib/ui/link': it prefetches on intent." }] },
      ],
    },
  },
);
