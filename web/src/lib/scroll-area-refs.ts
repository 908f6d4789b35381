// What Mantine's ScrollArea gets for `import { useMergeRefs } from '@floating-ui/react'` (web/vite.config.ts,
// scrollAreaRefs). ScrollArea is drawn inside every Drawer and Modal, so the one hook it takes from floating-ui
// brought floating-ui's whole chunk (15.6 KB gzip) to every screen that loads a drawer, a dialog or the offline bar
// (fetched at idle on each signed-in screen), though only popovers use the rest. Mantine's own hook does the same job:
// one ref callback that sets each ref, with React 19's ref cleanups.
import { useMergedRef } from '@mantine/hooks';
import type { Ref } from 'react';

export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): (node: T | null) => void {
  return useMergedRef<T>(...refs);
}
