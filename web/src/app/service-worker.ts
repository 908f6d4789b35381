// Registers the service worker the build generates (web/vite.config.ts, VitePWA) once the first screen is drawn
// (lib/first-screen.ts), so fetching the app's files for the phone to keep never competes with that screen. Only in
// a built app (the dev server has none), and only where the browser has service workers.
import { afterFirstScreen } from '../lib/first-screen';
import { queryClient } from './query-client';

export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void afterFirstScreen(queryClient).then(() =>
    navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
      // The app works without it (every read goes to the server anyway); say why for whoever looks.
      console.warn('service worker not registered', error);
    }),
  );
}
