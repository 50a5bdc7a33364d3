import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

// Product code crosses rooms only through the path alias (@contract/*), never by climbing out of
// its own folder with ../ paths; the server never imports the engine contract (contract/engine.ts,
// shared by the UI and the worker) and the contract imports nothing but its own files
// (ARCHITECTURE.md).
const CLIMB_OUT = {
  regex: '^(\\.\\./)+(contract|src|server|workers|tests|bench)/',
  message: 'Import shared code through @contract/*.',
};
const ENGINE_CONTRACT = { regex: '^@contract/engine$', message: 'The server does not use the engine contract.' };
const ANY_ALIAS = { regex: '^@contract/', message: 'contract/ imports only its own files, by ./ paths.' };
// The other aliases (tsconfig.base.json) exist for the tests: a room reaching another room's files
// through them would undo the direction rules below.
const TEST_ALIASES = {
  regex: '^@(src|server|workers|bench|test-support)/',
  message:
    'Rooms share code through @contract/* only; @src, @server, @workers, @bench and @test-support are for tests.',
};
// Tests import the rooms through their aliases and shared helpers through @test-support/*, so a
// test reads the same wherever its folder sits (README "Where tests live").
const TEST_CLIMB_OUT = {
  regex: '^(\\.\\./)+(contract|src|server|workers|bench|scripts)/',
  message: 'Tests import source through @contract/*, @src/*, @server/*, @workers/*, @bench/* (tsconfig.base.json).',
};
function roomImportRules() {
  const rooms = [
    { files: ['src/**'], patterns: [CLIMB_OUT, TEST_ALIASES] },
    { files: ['workers/**'], patterns: [CLIMB_OUT, TEST_ALIASES] },
    { files: ['server/**'], patterns: [CLIMB_OUT, ENGINE_CONTRACT, TEST_ALIASES] },
    { files: ['contract/**'], patterns: [CLIMB_OUT, ANY_ALIAS, TEST_ALIASES] },
    { files: ['tests/**'], patterns: [TEST_CLIMB_OUT] },
  ];
  return rooms.map(({ files, patterns }) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } }));
}

// Syntax the UI may use in one home only. Each entry is allowed in its `home` files and forbidden
// in every other file of src/ (no-restricted-syntax takes one list per file, so the blocks below
// give each file the entries of every home it is not in).
const LINKS_MESSAGE =
  'Links go through src/components/links/: <AppAnchor url> (Mantine: component={AppAnchor}), plainAnchor() in ' +
  'table cells, or settleAnchorNode() for server HTML. They add the /database base path to app pages and ' +
  'render no link for a URL that leads nowhere safe.';
const RESTRICTED_SYNTAX = [
  {
    // Server HTML reaches the page only through the one sanitizing component (hostile bodies).
    home: ['src/components/safe-html/safe-html.tsx'],
    selectors: [
      {
        selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
        message: 'Render server HTML with <SafeHtml> (src/components/safe-html/safe-html.tsx).',
      },
    ],
  },
  {
    // Every link is made by the link helper (README "Where things live"): an href written anywhere
    // else forgets the app's base path or lets a server value become a javascript: link.
    home: ['src/components/links/**'],
    selectors: [
      "JSXAttribute[name.name='href']",
      "JSXAttribute[name.name='component'][value.value='a']",
      "JSXAttribute[name.name='component'] > JSXExpressionContainer > Literal[value='a']",
      "CallExpression[callee.property.name='createElement'][arguments.0.value='a']",
      "CallExpression[callee.property.name='setAttribute'][arguments.0.value='href']",
      "AssignmentExpression > MemberExpression.left[property.name='href']",
      "CallExpression[callee.object.name='window'][callee.property.name='open']",
    ].map((selector) => ({ selector, message: LINKS_MESSAGE })),
  },
];
function restrictedSyntaxRules() {
  const homes = RESTRICTED_SYNTAX.flatMap((entry) => entry.home);
  const rule = (entries) => ({ 'no-restricted-syntax': ['error', ...entries.flatMap((entry) => entry.selectors)] });
  return [
    { files: ['src/**'], ignores: homes, rules: rule(RESTRICTED_SYNTAX) },
    ...RESTRICTED_SYNTAX.map((entry) => ({
      files: entry.home,
      rules: rule(RESTRICTED_SYNTAX.filter((other) => other !== entry)),
    })),
  ];
}

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
      // The direction of dependencies (ARCHITECTURE.md): contract/ is pure and imports no room;
      // workers and the server import the contract only (the server not its engine part);
      // features never import each other.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './contract', from: ['./src', './server', './workers', './tests', './bench'] },
            { target: './workers', from: './src' },
            { target: './server', from: ['./src', './workers'] },
            { target: './src', from: ['./server', './workers'] },
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
  ...restrictedSyntaxRules(),
  ...roomImportRules(),
);
