// The app's one font stack: the Mantine theme (App.tsx) and index.html's boot shell (vite.config.ts
// writes it there) read it. The bundled Noto Sans Devanagari (devanagari-font.css) comes first: its
// unicode-range holds Devanagari only, so Latin text and figures still take the system font, while Hindi
// is drawn by the bundled face on every device, never by whatever the device's own fallback finds (or
// fails to find: empty boxes on a phone without a Devanagari font).
export const DEVANAGARI_FAMILY = 'Noto Sans Devanagari';

export const FONT_STACK = `"${DEVANAGARI_FAMILY}", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif`;
