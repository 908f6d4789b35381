// What a screen shows while its data for a newly chosen month, party or filter is on its way: the data for the last
// choice stays drawn (React Query's keepPreviousData keeps the layout still) but dimmed and marked aria-busy, so that
// it is never read as the new choice's. The party page's header figures and statement, and the Entries list.
import { Box } from '@mantine/core';
import type { ReactNode } from 'react';

/** How a figure or a list still being brought to the chosen month or filter is drawn. */
export const BUSY_STYLE = { opacity: 0.45 } as const;

export function Busy({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Box aria-busy={busy || undefined} style={busy ? BUSY_STYLE : undefined}>
      {children}
    </Box>
  );
}
