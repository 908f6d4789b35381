// What a dialog is open for, kept while it closes: a dialog opened for a value (`opened={x !== null}`) fades out
// after the value is gone, and a title made from the value went blank during the fade, leaving a dialog with no
// accessible name on screen (test/e2e/reminders). The last value that was not null, until a new one comes.
import { useState } from 'react';

export function useKeptWhileClosing<T>(value: T | null): T | null {
  const [kept, setKept] = useState(value);
  // Derived state set during render, as React documents it: the render is redone at once with the new value.
  if (value !== null && value !== kept) setKept(value);
  return value ?? kept;
}
