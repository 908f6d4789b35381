// Registers the service worker the build generates (web/vite.config.ts, VitePWA): after the page has loaded,
// so fetching the app's files for the phone to keep never competes with drawing the first screen. Only in a
// built app (the dev server has none), and only where the browser has service workers.
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (every read goes to the server anyway); say why for whoever looks.
      console.warn('service worker not registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
