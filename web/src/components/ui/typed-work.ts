// Which open dialogs hold typed work (components/ui/DiscardGuard.tsx registers them). Its own small module:
// app/SessionEnded.tsx, in the first bundle, asks it without bringing the guard's dialog along.

/** The open guarded dialogs, each answering whether something was typed in it. */
export const openDialogs = new Set<() => boolean>();

/**
 * Whether a dialog open now holds typed work: a session that ends under it keeps the screen and asks for the
 * password over it (app/SessionEnded.tsx), as a Save that cannot reach the server keeps the drawer.
 */
export const hasTypedWork = (): boolean => [...openDialogs].some((edited) => edited());
