// The print layout, loaded on the first Print.
import { lazy } from 'react';

export const LazyPrintHost = /* @__PURE__ */ lazy(() => import('./PrintHost').then((m) => ({ default: m.PrintHost })));
