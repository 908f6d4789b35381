// A value the test needs to be there (a row it just made, a field that is null only in other cases), narrowed
// with a failure that says what was missing, instead of a `!` that would fail later with an unclear TypeError.
export function present<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`expected ${what}, got ${value === null ? 'null' : 'undefined'}`);
  return value;
}
