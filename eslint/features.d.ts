// Types of the features lint plugin (features.js), for the unit test that runs its rules.
import type { ESLint } from 'eslint';

declare const features: ESLint.Plugin & { rules: NonNullable<ESLint.Plugin['rules']> };
export default features;
