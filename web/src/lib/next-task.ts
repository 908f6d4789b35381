// Work started together, spread over tasks of its own. On a cold load the route's loader starts the screen's chunk
// and its first reads; each dynamic import appends a `modulepreload` link per chunk it needs (Vite's preload helper)
// and each read a fetch. Done inside the first bundle's evaluation, that was one task of 350 ms at a phone's speed
// (Lighthouse's 4× CPU), most of the route's blocking time (issue 28). Each part in a task of its own leaves as soon
// (a few ms later) and lets the page answer between them.

/** `work` in a task of its own, queued after the current one and any queued before it; its result, once run. */
export function inNextTask<T>(work: () => T): Promise<Awaited<T>> {
  return new Promise<Awaited<T>>((resolve, reject) => {
    setTimeout(() => {
      try {
        // A promise returned by `work` is followed, so the caller sees its outcome.
        Promise.resolve(work()).then(resolve, reject);
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
      }
    }, 0);
  });
}
