// Type-checked typescript-eslint plus the React hooks rules, for every TypeScript file we own.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import vitest from '@vitest/eslint-plugin';
import testingLibrary from 'eslint-plugin-testing-library';
import playwright from 'eslint-plugin-playwright';

const UP = '^(\\.\\./)+';
const restrict = (files, patterns) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns }] },
});
const above = (layers, message, allowTypeImports = false) => ({
  regex: `${UP}(${layers.join('|')})(/|$)`,
  message,
  allowTypeImports,
});
const noMocks = above(
  ['mocks'],
  'The mocked API is never imported by the app (main.tsx starts it lazily, in mocked builds only).',
);
const noReact = {
  regex: '^(react|react-dom|@tanstack/react-query)$',
  message: 'lib/ holds no React: a hook goes to components/.',
};
/** Another area's module other than its api.ts or public.ts, from a file `depth` folders below src/pages/<area>. */
const otherAreaInside = (depth) => ({
  regex: `^(\\.\\./){${String(depth + 1)}}(?!\\.)[^/]+/(?!(api|public)$)`,
  message:
    'Another area is entered by its api.ts or public.ts only; what several areas share moves to components/, api/ or lib/.',
});

const NO_HTML = {
  selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']",
  message: 'Render elements, never HTML strings.',
};
const CACHE_METHODS = [
  'getQueryData',
  'setQueryData',
  'getQueriesData',
  'setQueriesData',
  'getQueryState',
  'getQueryCache',
  'invalidateQueries',
  'removeQueries',
  'refetchQueries',
  'resetQueries',
  'cancelQueries',
  'fetchQuery',
  'prefetchQuery',
  'ensureQueryData',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'ensureInfiniteQueryData',
];
const DATA_LAYER_ONLY = [
  {
    selector: 'Literal[value=/^\\/api\\/./]',
    message: 'An API address is declared in src/data/endpoints.ts and built by its endpoint.',
  },
  {
    selector: 'TemplateElement[value.raw=/^\\/api\\//]',
    message: 'An API address is declared in src/data/endpoints.ts and built by its endpoint.',
  },
  { selector: "Property[key.name='queryKey']", message: 'A query key is built by its factory in src/data/.' },
  {
    selector: `CallExpression[callee.property.name=/^(${CACHE_METHODS.join('|')})$/]`,
    message: 'The cache is read and written in src/data/ (src/data/cache/access.ts).',
  },
];

function layerRules() {
  return [
    restrict(
      ['src/lib/**'],
      [
        above(['api', 'session', 'data'], "lib/ is pure logic: it uses only lib/ and the API's types.", true),
        above(['components', 'pages', 'app'], 'lib/ is the lowest layer.'),
        noMocks,
        noReact,
      ],
    ),
    restrict(
      ['src/api/**'],
      [above(['data', 'components', 'pages', 'app'], 'api/ sits under data/, components/, pages/ and app/.'), noMocks],
    ),
    restrict(
      ['src/session/**'],
      [above(['components', 'pages', 'app'], 'session/ sits under components/, pages/ and app/.'), noMocks],
    ),
    restrict(
      ['src/data/**'],
      [above(['components', 'pages', 'app'], 'data/ sits under components/, pages/ and app/.'), noMocks],
    ),
    restrict(
      ['src/components/**'],
      [above(['pages', 'app'], 'A shared widget knows no page: pass what it needs as props.'), noMocks],
    ),
    ...[0, 1].map((depth) =>
      restrict(
        [depth === 0 ? 'src/pages/*/*' : 'src/pages/*/*/**'],
        [above(['app'], 'A page does not reach into the app shell.'), noMocks, otherAreaInside(depth)],
      ),
    ),
    restrict(
      ['src/app/**'],
      [
        noMocks,
        {
          regex: `${UP}pages/[^/]+/(?!(api|public)$)`,
          message: 'The app enters an area by its api.ts or public.ts (pages load lazily through the route table).',
        },
      ],
    ),
  ];
}

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'dist-*',
      'node_modules',
      'public/mockServiceWorker.js',
      'test-results',
      'playwright-report',
      'reports/mutation',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-syntax': ['error', NO_HTML],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The layers and the areas' entrances (DESIGN.md, docs/architecture.md): lib ← api, session ← components ← pages ←
  // app; an area (src/pages/<area>) is entered by its api.ts or its public.ts only, and a page's code loads lazily
  // (import() is not checked here: the route table and a page's lazy sections load other areas' pages).
  ...layerRules(),
  // The data layer (docs/architecture.md): only src/data (and the mocked API) writes an API address, builds a query key
  // or reads and writes the cache; everything else asks the endpoints' factories.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/data/**', 'src/mocks/**'],
    rules: {
      'no-restricted-syntax': ['error', NO_HTML, ...DATA_LAYER_ONLY],
    },
  },
  // Playwright fixtures call their `use` argument, which is not React's hook.
  { files: ['e2e/**'], rules: { 'react-hooks/rules-of-hooks': 'off' } },
  // The tests' own rules: Vitest's and Testing Library's recommended sets for the unit and page tests, Playwright's for
  // the end-to-end tests.
  { files: ['tests/**'], ...vitest.configs.recommended },
  { files: ['tests/**'], ...testingLibrary.configs['flat/react'] },
  { files: ['e2e/**'], ...playwright.configs['flat/recommended'] },
  {
    files: ['tests/**'],
    // Only the helpers that render the app count as renders (renderRow and the like return elements).
    settings: { 'testing-library/custom-renders': ['renderRoute', 'renderWithClient', 'renderPage'] },
    rules: {
      // Vitest's expect takes a message as its second argument.
      'vitest/valid-expect': ['error', { maxArgs: 2 }],
      // Helpers that assert for a test (expectOnlyApiErrors, expectRow, …) count as its expectations.
      'vitest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*', '*.expect*', 'assert*'] }],
      // Off, on purpose: page tests read what has no role of its own, and read it from the element a role query found:
      // a table's cell by column, a <time>'s datetime, a link's download attribute, the section under a heading, the
      // style a game-text name is drawn in. Testing Library has no query for these.
      'testing-library/no-node-access': 'off',
      'testing-library/no-container': 'off',
      // Off, on purpose: a table or a walk over generated data picks each row's expectation by its kind (a gain with a
      // map or without one, an ad with an end time or without), and property tests check what a thrown error is.
      'vitest/no-conditional-expect': 'off',
      // Vitest runs without globals, so Testing Library cannot register its own cleanup: tests/setup.ts calls it after
      // each test, and the tests with fake timers unmount before they give the clock back.
      'testing-library/no-manual-cleanup': 'off',
    },
  },
  {
    files: ['e2e/**'],
    rules: {
      // Off, on purpose: one walk runs on both projects and checks what each width shows (a column hidden on phones, the
      // burger menu), which is a branch on isMobile around an assertion.
      'playwright/no-conditional-expect': 'off',
      'playwright/no-conditional-in-test': 'off',
    },
  },
  { files: ['eslint.config.js'], ...tseslint.configs.disableTypeChecked },
);
