import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

/**
 * docs/architecture.md#layers: the layers, lowest first. A file may import its own layer and the layers
 * before it, never one after it; the server reads the contract and the definitions, never the dashboard.
 */
const LAYERS = [
  ['contract'],
  ['src/lib', 'src/config', 'src/i18n'],
  ['src/transport', 'src/auth'],
  ['src/schema', 'src/data'],
  ['resources'],
  ['src/navigation'],
  ['src/layout'],
  ['src/pages'],
  ['src/routes', 'src/App.tsx', 'src/renderApp.tsx', 'src/main.tsx'],
];
const layerZones = LAYERS.flatMap((layer, index) =>
  layer.map((target) => ({
    target: `./${target}`,
    from: LAYERS.slice(index + 1)
      .flat()
      .map((higher) => `./${higher}`),
    message: `${target} sits below this in the import order of docs/architecture.md#layers.`,
  })),
).filter((zone) => zone.from.length > 0);
const serverZone = {
  target: './server',
  from: ['./src'],
  message: 'server/ reads the contract and resources/, never the dashboard.',
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-*',
      'data',
      'node_modules',
      'server/db/migrations',
      'test-results',
      'playwright-report',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      // The app runs on its own router (src/routing); react-router's hooks would find no router of theirs.
      // react-admin's Title always brings its title editor (TextField, Popover, Select, Modal) to the page.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...['react-router', 'react-router-dom'].map((name) => ({ name, message: 'Use src/routing.' })),
            ...['react-admin', 'ra-ui-materialui'].map((name) => ({
              name,
              importNames: ['Title'],
              message: 'Use src/lib/PageTitle.',
            })),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@mui/*', 'react-admin', 'ra-*'] }],
    },
  },
  {
    files: ['resources/**/index.ts', 'resources/**/definition.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: ['react', 'react-*', '@mui/*', 'react-admin', 'ra-*'] }],
    },
  },
  {
    files: ['contract/**/*.ts', 'src/**/*.{ts,tsx}', 'resources/**/*.{ts,tsx}', 'server/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, serverZone] }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tests may reach up: engine tests use real definitions as their samples.
    files: ['**/*.test.{ts,tsx}'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  prettier,
);
