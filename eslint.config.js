import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'node_modules/**',
      'data/**',
      'src/routeTree.gen.ts',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      'import-x/no-cycle': ['error', { maxDepth: 6 }],
      // The direction of dependencies (ARCHITECTURE.md): workers import only the API contract and
      // pure lib code; features never import each other; the server never imports UI code.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './workers', from: './src', except: ['./api', './lib'] },
            { target: './server', from: './src', except: ['./api', './lib'] },
            { target: './src/lib', from: './src', except: ['./lib', './api'] },
            { target: './src/api', from: './src', except: ['./api'] },
            { target: './src/components', from: './src/features' },
            { target: './src/features/landing', from: './src/features', except: ['./landing'] },
            { target: './src/features/projects', from: './src/features', except: ['./projects'] },
            { target: './src/features/sales', from: './src/features', except: ['./sales'] },
            { target: './src/features/rentals', from: './src/features', except: ['./rentals'] },
            { target: './src/features/profiles', from: './src/features', except: ['./profiles'] },
            { target: './src/features/compare', from: './src/features', except: ['./compare'] },
            { target: './src/features/reports', from: './src/features', except: ['./reports'] },
          ],
        },
      ],
    },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] } },
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
);
