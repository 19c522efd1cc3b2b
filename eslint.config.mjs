// @ts-check
/**
 * One lint configuration for the whole repository (ESLint 9 flat config). `npm run lint` checks and
 * fixes nothing; `npm run format` is for people, never for CI.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import boundaries from 'eslint-plugin-boundaries';
import comments from '@eslint-community/eslint-plugin-eslint-comments/configs';
import globals from 'globals';
import { importX } from 'eslint-plugin-import-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import lingui from 'eslint-plugin-lingui';

const PACKAGES = ['shell', 'mf-content', 'mf-chat', 'mf-maze', 'mf-contact'];
/** Routing comes from shared/router, never the router packages themselves. */
/**
 * Issue 39, decision 055: the folders whose words all live in their package's catalogs. Adding a
 * folder here makes a literal sentence in its components a lint error (lingui/no-unlocalized-strings):
 * a visitor on /hi/ or /gu/ must never meet a word of English a team forgot.
 */
/** @type {string[]} */
const LOCALISED_FOLDERS = [
  'mf-maze/src',
  'mf-chat/src/features',
  'mf-chat/src/exposed',
  'mf-chat/src/components',
  'mf-chat/src/data',
  'shared/ui/forms',
  'mf-contact/src/features',
  'mf-contact/src/exposed',
  'mf-contact/src/components',
  'shell/src/components',
  'shell/src/pages',
  'shell/src/app',
  'mf-content/src/features',
  'mf-content/src/exposed',
  'mf-content/src/components',
];
/** Strings that are not words for a visitor: attribute and key names whose values are code. */
const NOT_WORDS = {
  ignore: ['^[a-z][\\w.:/-]*$', '^[A-Z][A-Z0-9_]*$', '^[#./?&=\\w-]*[/?#][#./?&=\\w-]*$', '^(?:[\\w-]+ )*[\\w-]+:\\s'],
  ignoreNames: [
    {
      regex: {
        pattern:
          '^(className|css|role|type|id|href|to|rel|target|name|method|action|key|htmlFor|tone|variant|size|as|boundary|autoComplete|inputMode|loading|decoding|fetchPriority|lang|hrefLang|dir|src|srcSet|sizes|accept|pattern|enterKeyHint|spellCheck|min|border|@type)$',
      },
    },
    {
      regex: {
        pattern:
          '^(aria-(controls|describedby|labelledby|live|current|haspopup|expanded|hidden|invalid|required|pressed|selected|atomic|busy|orientation|sort|keyshortcuts)|data-.*)$',
      },
    },
  ],
  ignoreFunctions: [
    'css',
    'keyframes',
    'styled.*',
    'console.*',
    'i18n._',
    'useLingui',
    'Error',
    'RangeError',
    'URL',
    'URLSearchParams',
    'require',
    'import',
    'matchMedia',
    'querySelector',
    'querySelectorAll',
    'getElementById',
    'addEventListener',
    'removeEventListener',
    'setAttribute',
    'getAttribute',
    'fetch',
  ],
};
const ROUTER_IMPORTS = [
  { name: 'react-router-dom', message: 'Import routing from shared/router.' },
  { name: 'react-router', message: 'Import routing from shared/router.' },
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-server/**',
      '.cache/**',
      '**/node_modules/**',
      'test-results/**',
      'playwright-report/**',
      '**/bench/results/**',
      '**/.e2e-work/**',
      'coverage/**',
      // Compiled message catalogs (lingui compile); their sources, src/locales/*.json, are checked by shared/tooling/i18n/check.cjs.
      '*/src/locales/*.ts',
      // mf-content's and mf-contact's catalogs are one per page area, beside the feature
      // (src/features/<area>/locales), or beside the page its features share (mf-contact's src/contact-page/locales).
      '*/src/features/*/locales/*.ts',
      '*/src/*/locales/*.ts',
      'shared/ui/locales/*.ts',
      'shared/ui/forms/locales/*.ts',
      // mf-contact's checks' words and its kinds of institution, beside the contract that reads them.
      'mf-contact/contract/locales/*.ts',
      'mf-contact/contract/*/locales/*.ts',
      'mf-contact/server/locales/*.ts',
      // The shell server's own answers to posted forms.
      'shell/src/server/forms/locales/*.ts',
    ],
  },
  // A disable comment names a rule that runs and says why (`-- because …`); an unused one is an error.
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  comments.recommended,
  {
    rules: {
      '@eslint-community/eslint-comments/require-description': 'error',
      '@eslint-community/eslint-comments/disable-enable-pair': 'off',
    },
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { ...jsxA11y.flatConfigs.recommended.plugins, 'react-hooks': reactHooks },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: { ...globals.browser } },
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The two rules of hooks. The plugin's React Compiler checks (refs, set-state-in-effect, …) are
      // not used: this site does not run the compiler, and they flag deliberate patterns such as a ref
      // read during render to keep what a person typed while the URL catches up.
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  {
    // Routing comes from shared/router (a tree-shaken slice shared as one singleton): a direct import
    // would give a package a private router that the shell's <BrowserRouter> never provides.
    files: ['**/*.{ts,tsx,cjs,mjs,js}'],
    // Tests route in memory with MemoryRouter, which the production router does not carry.
    ignores: ['shared/router/index.ts', 'shared/tooling/jest/render.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_IMPORTS,
        },
      ],
    },
  },
  {
    // Production server code (README: Where things live) never loads build or test tooling: the release
    // store and health it runs live in shared/server. Tests, fixtures and test helpers may.
    files: ['shell/src/server/**/*.{ts,tsx,cjs}', '*/server/**/*.{ts,tsx,cjs}', 'shared/server/**/*.{ts,cjs}'],
    ignores: ['**/*.test.{ts,tsx,cjs}', '**/fixtures/**', '**/test-fixtures/**', '**/testing/**', '**/eval/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            ...ROUTER_IMPORTS,
            ...['shared/test', 'shared/test/server-render', 'shared/jest', 'shared/webpack', 'shared/e2e', 'shared/knowledge'].map(
              (name) => ({
                name,
                message: 'Production server code imports no build or test tooling (shared/tooling).',
              }),
            ),
          ],
          patterns: [
            {
              group: ['shared/test-*', '**/tooling/**', '**/testing/**', 'shared/tooling*', 'shared/testing*'],
              message: 'Production server code imports no build or test tooling (shared/tooling, shared/testing).',
            },
          ],
        },
      ],
    },
  },
  {
    // Node code: servers, build and test tooling, configs.
    files: [
      '**/*.{cjs,js,mjs}',
      '**/server/**/*.{ts,tsx}',
      '**/scripts/**/*.ts',
      'shared/tooling/**/*.ts',
      '**/e2e/**/*.ts',
      '*.config.ts',
    ],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['**/*.test.{ts,tsx,cjs}', 'shared/tooling/jest/**'],
    languageOptions: { globals: { ...globals.jest, ...globals.node, ...globals.browser } },
  },
  {
    // The house rules (README: Where things live), enforced so a review need not: no package imports another mf-* package
    // or the shell; a feature is used only through its index; shared parts depend one way
    // (contracts <- site <- ui; lib and router stand alone; server uses contracts and lib; tooling and
    // testing may use them all; nothing in shared imports an app).
    files: ['**/*.{ts,tsx,cjs,mjs,js}'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.cjs', '.mjs', '.json'] } },
      'boundaries/include': ['**/*.{ts,tsx,cjs,mjs,js}'],
      'boundaries/elements': [
        { type: 'feature', pattern: '*/src/features/*', capture: ['pkg', 'feature'] },
        { type: 'package', pattern: `(${PACKAGES.join('|')})`, capture: ['pkg'] },
        { type: 'shared', pattern: 'shared/*', capture: ['part'] },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          policies: [
            // Inside one package: anything but another feature's internals.
            {
              from: { element: { type: 'package' } },
              allow: { to: { element: { type: 'package', captured: { pkg: '{{ from.element.captured.pkg }}' } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: { to: { element: { type: 'package', captured: { pkg: '{{ from.element.captured.pkg }}' } } } },
            },
            {
              from: { element: { type: 'feature' } },
              allow: {
                to: {
                  element: {
                    type: 'feature',
                    captured: { pkg: '{{ from.element.captured.pkg }}', feature: '{{ from.element.captured.feature }}' },
                  },
                },
              },
            },
            {
              from: { element: { types: { anyOf: ['package', 'feature'] } } },
              allow: {
                to: {
                  element: { type: 'feature', captured: { pkg: '{{ from.element.captured.pkg }}' }, fileInternalPath: 'index.{ts,tsx}' },
                },
              },
            },
            // Every package may use shared.
            { from: { element: { types: { anyOf: ['package', 'feature'] } } }, allow: { to: { element: { type: 'shared' } } } },
            // Shared, one way.
            {
              from: { element: { type: 'shared' } },
              allow: { to: { element: { type: 'shared', captured: { part: '{{ from.element.captured.part }}' } } } },
            },
            {
              from: { element: { type: 'shared', captured: { part: '{site,i18n}' } } },
              allow: { to: { element: { type: 'shared', captured: { part: 'contracts' } } } },
            },
            {
              from: { element: { type: 'shared', captured: { part: 'ui' } } },
              allow: { to: { element: { type: 'shared', captured: { part: '{contracts,site,lib,router,i18n}' } } } },
            },
            {
              from: { element: { type: 'shared', captured: { part: 'server' } } },
              allow: { to: { element: { type: 'shared', captured: { part: '{contracts,lib}' } } } },
            },
            // The server's tests start it with the test helpers; its production code never loads them.
            {
              from: { element: { type: 'shared', captured: { part: 'server' }, fileInternalPath: '**/*.test.cjs' } },
              allow: { to: { element: { type: 'shared', captured: { part: 'testing' } } } },
            },
            {
              from: { element: { type: 'shared', captured: { part: '{tooling,testing}' } } },
              allow: { to: { element: { type: 'shared' } } },
            },
          ],
        },
      ],
    },
  },
  {
    // A comment inside a styled or css template is shipped to every visitor in the bundle (emotion
    // drops it only when it inserts the rule): write it as a JavaScript comment beside the template.
    files: [...PACKAGES.map((name) => `${name}/src/**/*.{ts,tsx}`), 'shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shared/tooling/**', 'shared/testing/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TaggedTemplateExpression > TemplateLiteral > TemplateElement[value.raw=/\\/\\*/]',
          message: 'No comment inside a styled or css template: it ships in the bundle. Write it as a JavaScript comment beside it.',
        },
      ],
    },
  },
  {
    // The contact server (issue 37): it shares form rules and notices with the page through
    // mf-contact/contract, never by importing the browser's src/; and the pages it writes (the staff
    // inbox, the newsletter's) are React elements rendered to static markup (server/html.tsx), which
    // escape by themselves: a string or template holding an HTML tag is refused here.
    files: ['mf-contact/server/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'mf-contact/server/fixtures/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ROUTER_IMPORTS,
          patterns: [
            {
              regex: '(^|/)src(/|$)',
              message: 'The contact server never imports browser code: share it through mf-contact/contract.',
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'TemplateElement[value.raw=/<\\/?[a-zA-Z][a-zA-Z0-9-]*(\\s|>|\\/)/]',
          message: 'No HTML written by hand: render a React element with renderDocument (server/html.tsx).',
        },
        {
          selector: 'Literal[value=/<\\/?[a-zA-Z][a-zA-Z0-9-]*(\\s|>|\\/)/]',
          message: 'No HTML written by hand: render a React element with renderDocument (server/html.tsx).',
        },
      ],
    },
  },
  {
    // No import circles: a module that (through others) imports itself loads half-initialised, and a
    // circle is two modules that are really one concern. Package names (shared/contracts) resolve
    // through their exports, as webpack and node see them.
    files: ['**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.cjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Issue 39: no literal English in a localised folder's components (decision 055). The page tables
  // (pages.ts) are left out: a label there carries its three languages by type.
  ...LOCALISED_FOLDERS.map((folder) => ({
    files: [`${folder}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}', '**/{pages,published-pages}.ts', '**/locales/**'],
    plugins: { lingui },
    rules: { 'lingui/no-unlocalized-strings': ['error', NOT_WORDS] },
  })),
);
