// How many `<link rel=modulepreload>` (or stylesheet links) Vite's preload helper appends in one task at most: the
// build queues the rest for the next tasks (preloadLinksInSlices in vite.config.ts). Each starts its fetch at once:
// ~0.6 ms of main thread on a quiet machine, but 3–12 ms at Lighthouse's 4× CPU while the machine is busy (a party
// page's tasks of 8 were 60–100 ms there, 2026-11-28), so 4 a task keeps each under the 50 ms that counts as
// blocking; test/e2e/first-render holds the page to it.
export const PRELOAD_LINKS_PER_TASK = 4;
