// The built index.html preloads its stylesheets instead of linking them (vite.config.ts,
// nonBlockingCss): first paint is the inline shell. Before React's first render each preload becomes
// a stylesheet in the same place in <head> (so the cascade order stays Mantine's first, then each
// screen's own), and the render waits until they apply. In development there are none.
export function applyPreloadedStyles(): Promise<void> {
  const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[data-app-css]')];
  return Promise.all(
    preloads.map(
      (preload) =>
        new Promise<void>((resolve) => {
          const sheet = document.createElement('link');
          sheet.rel = 'stylesheet';
          sheet.href = preload.href;
          if (preload.crossOrigin !== null) sheet.crossOrigin = preload.crossOrigin;
          // A stylesheet that fails to load must not keep the app from starting.
          sheet.addEventListener('load', () => resolve());
          sheet.addEventListener('error', () => resolve());
          preload.after(sheet);
        }),
    ),
  ).then(() => undefined);
}
