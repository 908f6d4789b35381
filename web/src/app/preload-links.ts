// How many `<link rel=modulepreload>` (or stylesheet links) Vite's preload helper appends in one task at most: the
// build queues the rest for the next tasks (preloadLinksInSlices in vite.config.ts). Each starts its fetch at once,
// ~0.6 ms of main thread on this machine and ~2.5 ms at Lighthouse's 4× CPU, so a task of them stays well under the
// 50 ms that counts as blocking; test/e2e/first-render holds the page to it.
export const PRELOAD_LINKS_PER_TASK = 8;
