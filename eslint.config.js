// Lint: the rules of hooks, and the web app's architecture boundaries (docs/architecture.md, "Where does it live"). A feature
// (web/src/features/<name>) is private to itself: another feature or the app shell may import only its
// public surface, `index.ts` (components and hooks it offers), `api/*` (one file per endpoint) and its
// screens (`components/*Page.tsx`, `*Screen.tsx`, for the router).
// Shared code (components/ui, lib) imports no feature.
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**'] },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    languageOptions: { parser: tseslint.parser },
    plugins: { boundaries, 'react-hooks': reactHooks },
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
    },
  },
);
