// The print feature as other features use it: the lazy print host and what it prints.
export { LazyPrintHost } from './LazyPrintHost';
export type { PrintTarget } from './PrintHost';
