// Routes of later features (ledger documents, statements) register here.
import type { Services } from '../context.ts';
import type { Route } from './kit.ts';

export function registerExtraRoutes(_svc: Services, _route: Route): void {}
