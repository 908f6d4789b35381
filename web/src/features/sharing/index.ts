// Sharing a statement: the owner's Share dialog (party page) and the public page a link opens.
import { lazy } from 'react';

// Loaded when first opened.
export const LazyShareDialog = /* @__PURE__ */ lazy(() => import('./components/ShareDialog').then((m) => ({ default: m.ShareDialog })));
// The link's address and the wa.me address, for a reminder's message (features/reminders).
export { sharedUrl, whatsAppUrl } from './api/sharing';
