// Seeding many records over HTTP without flooding the app: the tests' and the bench's one way to do it.

/** Runs `tasks` at most `width` at a time, in order of batches; answers their results in the tasks' order. */
export async function inBatches<T>(tasks: Array<() => Promise<T>>, width = 6): Promise<T[]> {
  const out: T[] = [];
  for (let i = 0; i < tasks.length; i += width) out.push(...(await Promise.all(tasks.slice(i, i + width).map((task) => task()))));
  return out;
}
