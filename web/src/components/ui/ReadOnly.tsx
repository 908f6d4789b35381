// Whether the signed-in session may write: the app shell provides it from the session (an accountant's
// access is read-only), and every add, edit and delete control asks it before showing itself.
import { createContext, useContext, type ReactNode } from 'react';

const ReadOnlyContext = createContext(false);

export function ReadOnlyProvider({ readOnly, children }: { readOnly: boolean; children: ReactNode }) {
  return <ReadOnlyContext.Provider value={readOnly}>{children}</ReadOnlyContext.Provider>;
}

/** False for a read-only accountant. */
export function useCanWrite(): boolean {
  return !useContext(ReadOnlyContext);
}

/** Renders its children only for a session that may write. */
export function Writable({ children }: { children: ReactNode }) {
  return useCanWrite() ? <>{children}</> : null;
}
