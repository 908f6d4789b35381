// A route's screen, drawn once its chunk is in (app/pages.ts), its fallback until then. Not React.lazy under
// Suspense: React holds back the content of a Suspense boundary that showed its fallback until 300 ms after a
// fallback was last shown (its reveal throttle, for content that comes in a retry). On a cold load the signed-in
// shell first drew the screen's skeleton at ~450 ms, and the party page's statement, whose chunks were all in by
// ~550 ms, waited for that timer until ~750 (a trace of bench/party-page.ts, issue 28). Here the screen comes in a
// transition, which no such timer holds. A chunk that cannot be fetched (the app was updated since the page opened,
// or the network went) is said where the screen would be, with a Reload button; React.lazy threw it, and with no
// error boundary above the whole app went blank. So is a screen that throws while it is drawn (an answer it did not
// expect, a bug): the shell and its navigation stay, and another address draws its screen afresh.
import { Button, Stack, Text } from '@mantine/core';
import { Component, startTransition, useEffect, useState, type ComponentType, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { loadedScreen, loadScreen, type PageName } from './pages';
import '../i18n/en/common';

export function ScreenOf({ page, fallback, props }: { page: PageName; fallback: ReactNode; props?: Record<string, unknown> }) {
  const [screen, setScreen] = useState<{ Screen: ComponentType<Record<string, unknown>> } | 'failed' | null>(() => {
    const Screen = loadedScreen(page);
    return Screen ? { Screen } : null;
  });
  useEffect(() => {
    if (screen) return undefined;
    let live = true;
    loadScreen(page).then(
      (Screen) => live && startTransition(() => setScreen({ Screen })),
      (error: unknown) => {
        console.warn(`the ${page} screen could not be loaded`, error);
        if (live) setScreen('failed');
      },
    );
    return () => {
      live = false;
    };
  }, [page, screen]);
  const { pathname } = useLocation();
  if (!screen) return fallback;
  if (screen === 'failed') return <Failed message="common.screenNotLoaded" />;
  const { Screen } = screen;
  return (
    <ScreenBoundary address={pathname}>
      <Screen {...props} />
    </ScreenBoundary>
  );
}

/** Catches what the screen throws while drawn; drawn again at another address (another party, say). */
class ScreenBoundary extends Component<{ address: string; children: ReactNode }, { failedAt: string | null }> {
  override state = { failedAt: null as string | null };

  // '' while the failure's address is not known yet: getDerivedStateFromError sees no props, componentDidCatch does.
  static getDerivedStateFromError(): Partial<{ failedAt: string | null }> {
    return { failedAt: '' };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('the screen failed while drawn', error, info.componentStack);
    this.setState({ failedAt: this.props.address });
  }

  override render() {
    const { failedAt } = this.state;
    if (failedAt !== null && (failedAt === '' || failedAt === this.props.address)) return <Failed message="common.screenFailed" />;
    return this.props.children;
  }
}

function Failed({ message }: { message: 'common.screenNotLoaded' | 'common.screenFailed' }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" align="flex-start" p="md" role="alert">
      <Text>{t(message)}</Text>
      <Button onClick={() => window.location.reload()}>{t('common.reload')}</Button>
    </Stack>
  );
}
