// A route's screen, drawn once its chunk is in (app/pages.ts), its fallback until then. Not React.lazy under
// Suspense: React holds back the content of a Suspense boundary that showed its fallback until 300 ms after a
// fallback was last shown (its reveal throttle, for content that comes in a retry). On a cold load the signed-in
// shell first drew the screen's skeleton at ~450 ms, and the party page's statement, whose chunks were all in by
// ~550 ms, waited for that timer until ~750 (a trace of bench/party-page.ts, issue 28). Here the screen comes in a
// transition, which no such timer holds. A chunk that fails is thrown where the screen would be, to the error
// boundary above, as React.lazy did.
import { startTransition, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { loadedScreen, loadScreen, type PageName } from './pages';

export function ScreenOf({ page, fallback, props }: { page: PageName; fallback: ReactNode; props?: Record<string, unknown> }) {
  const [screen, setScreen] = useState<{ Screen: ComponentType<Record<string, unknown>> } | { error: unknown } | null>(() => {
    const Screen = loadedScreen(page);
    return Screen ? { Screen } : null;
  });
  useEffect(() => {
    if (screen) return undefined;
    let live = true;
    loadScreen(page).then(
      (Screen) => live && startTransition(() => setScreen({ Screen })),
      (error: unknown) => live && setScreen({ error }),
    );
    return () => {
      live = false;
    };
  }, [page, screen]);
  if (!screen) return fallback;
  if ('error' in screen) throw screen.error;
  const { Screen } = screen;
  return <Screen {...props} />;
}
