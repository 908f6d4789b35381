// Lint: the rules of hooks, and the web app's architecture boundaries (docs/architecture.md, "Where does it live"). A feature
// (web/src/features/<name>) is private to itself: another feature or the app shell may import only its
// public surface: a feature imports another only through its `index.ts` (components, hooks and types it offers),
// with no cycle between features (eslint/features.js); the app shell may also import a feature's `api/*` (one
// file per endpoint) and its screens (`components/*Page.tsx`, `*Screen.tsx`, which the router lazy-loads).
// Shared code (components/ui, lib) imports no feature.
// And no user-visible text written in a component: every word on screen comes from the catalogues
// (web/src/i18n/en and hi) through t(), so that Hindi is complete (i18next/no-literal-string, below).
import boundaries from 'eslint-plugin-boundaries';
import features from './eslint/features.js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', 'data/**', 'bench/results/**', 'test-results/**', '.tmp/**'] },
  {
    // Every TypeScript file of the repository (the workspaces, test/, bench/, scripts/), with its types: a promise
    // nobody awaits, an `any`, a `!` that silences a possible undefined, and a value import used only as a type.
    // The project service reads each file's nearest tsconfig.json (web/tsconfig.json for the web app, the root's
    // for the rest), so `npm run typecheck` and this lint see the same program.
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parser: tseslint.parser,
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { '@typescript-eslint': tseslint.plugin },
    rules: {
      '@typescript-eslint/no-floating-promises': 2,
      '@typescript-eslint/no-explicit-any': 2,
      '@typescript-eslint/no-non-null-assertion': 2,
      '@typescript-eslint/consistent-type-imports': 2,
    },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries, features, 'react-hooks': reactHooks },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx'] } },
      'boundaries/elements': [
        { type: 'feature', pattern: 'web/src/features/*', capture: ['feature'] },
        { type: 'app', pattern: 'web/src/app' },
        { type: 'shared', pattern: ['web/src/components', 'web/src/lib'] },
      ],
      'boundaries/legacy-warnings': false,
    },
    rules: {
      'react-hooks/rules-of-hooks': 2,
      'react-hooks/exhaustive-deps': 2,
      'features/public-surface': 2,
      'features/no-cycle': 2,
      // The plugin's legacy rule forms (v7 warns they are deprecated): a probe import of another feature's
      // component is refused with them, while our trial of the newer `dependencies` policies refused nothing.
      'boundaries/entry-point': [2, {
        default: 'allow',
        rules: [
          { target: ['feature'], disallow: ['**'] },
          // The router (app/pages.ts) lazy-loads each screen's own module, so that each stays its own chunk.
          { target: ['feature'], allow: ['index.ts', 'api/*.ts', 'components/*Page.tsx', 'components/*Screen.tsx'] },
        ],
      }],
      'boundaries/element-types': [2, {
        default: 'allow',
        rules: [{ from: ['shared'], disallow: ['feature', 'app'] }],
      }],
      // Forms validate through lib/form-resolver, whose messages follow the chosen language.
      'no-restricted-imports': [2, { paths: [{
        name: '@mantine/form', importNames: ['schemaResolver'],
        message: "Use schemaResolver from lib/form-resolver: its messages follow the chosen language.",
      }] }],
    },
  },
  { files: ['web/src/lib/form-resolver.ts'], rules: { 'no-restricted-imports': 0 } },
  {
    // Labels built outside components (.ts): i18next/no-literal-string in its 'all' mode found 184 strings
    // here, nearly all codes, keys, routes and the validation messages' parts (the messages catalogue writes
    // them from their keys), so it is not on for .ts. What is caught instead is where a label is
    // built: a word (two lower-case letters) as the value of a property that holds shown text, or returned
    // by a function named for a label. (The English leftovers this found — the Add Entry menu's labels, the
    // Entries chips and badges, the drawers' titles and the default sub-party's 'Default' — were removed.)
    files: ['web/src/**/*.ts'],
    ignores: ['web/src/i18n/**', 'web/src/**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [2, ...(() => {
        const message = 'A label shown to users comes from the catalogues (web/src/i18n/en and hi) through t(), not a string written here';
        const textProperty = '/^(label|title|hint|chip|badge|caption|heading|placeholder|description|tooltip|text)$/';
        const labelFunction = '/(Label|Title|Caption|Heading|Hint)$/';
        const word = '/[a-z]{2}/';
        const inLabelFunction = `:matches(FunctionDeclaration[id.name=${labelFunction}], VariableDeclarator[id.name=${labelFunction}])`;
        // A label given to said/says is a part of a catalogue message, written in Hindi by the catalogue's
        // labels (@ledger/contract i18n/messages.ts labelsHi).
        const textPropertyShown = `Property[key.name=${textProperty}]:not(CallExpression[callee.name=/^(said|says)$/] > ObjectExpression > Property)`;
        return [
          `${textPropertyShown} > Literal[value=${word}]`,
          `${textPropertyShown} > TemplateLiteral > TemplateElement[value.raw=${word}]`,
          `${inLabelFunction} :matches(ReturnStatement, ArrowFunctionExpression, ConditionalExpression, LogicalExpression, BinaryExpression[operator='+']) > Literal[value=${word}]`,
          `${inLabelFunction} TemplateLiteral:not(CallExpression > TemplateLiteral) > TemplateElement[value.raw=${word}]`,
        ].map((selector) => ({ selector, message }));
      })()],
    },
  },
  {
    // Text in JSX, in its props and in the expressions inside it (mode 'jsx-only'), template literals too.
    // Left alone: props that are never shown (styles, layout, routing, ids, form values), calls whose
    // strings are keys or codes, and strings of symbols, digits and capitals (KG, GSTIN, '·', '₹', '—').
    files: ['web/src/**/*.tsx'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [2, {
        mode: 'jsx-only',
        'should-validate-template': true,
        message: 'Text shown to users comes from the catalogues (web/src/i18n/en and hi) through t()',
        'jsx-components': { exclude: ['Trans', 'style'] },
        'jsx-attributes': {
          exclude: [
            // Not text: HTML and React plumbing, routing, test ids, form values and choices.
            'className', 'style', 'styles', 'classNames', 'type', 'key', 'id', 'name', 'href', 'to', 'target', 'rel', 'src',
            'role', 'scope', 'htmlFor', 'autoComplete', 'autoCapitalize', 'inputMode', 'pattern', 'dir', 'lang',
            'value', 'defaultValue', 'data-.*', 'testId',
            // ARIA states and relations (aria-label and aria-description are text, and stay checked).
            'aria-(?!label$|description$|roledescription$|valuetext$|placeholder$).*',
            // Mantine's style props and component options.
            '[mp][trblxy]?', 'w', 'h', 'miw', 'maw', 'mih', 'mah', 'bg', 'c', 'ff', 'fz', 'fw', 'lts', 'ta', 'lh', 'fs', 'tt', 'td',
            'pos', 'display', 'hiddenFrom', 'visibleFrom', 'size', 'radius', 'variant', 'color', 'gap', 'justify', 'align', 'wrap',
            'spacing', 'verticalSpacing', 'horizontalSpacing', 'position', 'shadow', 'direction', 'component', 'orientation',
            'underline', 'breakpoint', 'width', 'height', 'inputWrapperOrder',
            // Charts (visx): colours and spacing.
            'stroke', 'fill', 'itemMargin',
            // This app's own props typed as codes ('kg' | 'amount', 'Quantity' | 'Amount', 'party' | 'product', 'csv', 'owner' | 'party').
            'unit', 'kind', 'noun', 'formats', 'reader',
          ],
        },
        callees: {
          exclude: [
            // The plugin's defaults.
            'i18n(ext)?', 't', 'require', 'addEventListener', 'removeEventListener', 'postMessage', 'getElementById',
            'dispatch', 'commit', 'includes', 'indexOf', 'endsWith', 'startsWith',
            // Their strings are keys and codes: form fields, routes, the party page's dialogs, a locale, a search param,
            // a control's key in a roving-tabindex group (lib/roving-focus).
            'getInputProps', 'setFieldValue', 'navigate', 'closer', 'overlayOf', 'visiblePanelOf', 'toLocaleString', 'get', 'stopProps',
          ],
        },
        'object-properties': {
          // Objects inside JSX whose values are codes: responsive sizes, colours and gradients, a menu item's colour,
          // the party page's dialog requests, chart label anchors.
          exclude: ['[A-Z_-]+', 'breakpoint', 'base', 'xs', 'sm', 'md', 'lg', 'xl', 'color', 'from', 'to', 'dialog', 'target', 'textAnchor'],
        },
        words: {
          exclude: [
            // The plugin's defaults: ASCII symbols and digits, capitals (KG, GSTIN, PDF), HTML entities, emoji.
            '[0-9!-/:-@[-`{-~]+', '[A-Z_-]+', /^\p{Emoji}+$/u,
            // Symbols, digits and capitals in any script: '·', '—', '₹', '×', '…', 'KG × ₹', '@ /KG'.
            /^[\p{P}\p{S}\p{N}\p{Zs}A-Z]+$/u,
            // Names, the same in every language.
            'Job Work Ledger', 'WhatsApp',
          ],
        },
      }],
      // Outside JSX the rule above does not look: a message given to alert() or to a notification is text too.
      'no-restricted-syntax': [2, {
        selector: "CallExpression[callee.name=/^(alert|confirm)$/] > Literal, CallExpression[callee.property.name=/^(alert|confirm)$/] > Literal, CallExpression[callee.object.name='notifications'] Property[key.name=/^(title|message)$/] > Literal",
        message: 'Text shown to users comes from the catalogues (web/src/i18n/en and hi) through t()',
      }],
    },
  },
);
