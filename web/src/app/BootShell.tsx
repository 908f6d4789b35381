// The static shell from index.html (same classes, styled there), shown while the session loads so the
// first paint does not flash to a spinner and back; with the screen's title where the path names it, as the
// server wrote it into the page (app/shell-titles.ts), or a party page's party name as index.html's script painted it
// (lib/known-names.ts).
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '@ledger/contract/product';
import { bootPartyName } from '../lib/known-names';
import { shellTitleKey } from './shell-titles';
import '../i18n/en/common';

export function BootShell() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleKey = shellTitleKey(pathname);
  const title = titleKey ? t(titleKey) : bootPartyName(pathname);
  return (
    <div className="boot" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <header className="boot-header">
        <span className="boot-burger" />
        <span className="boot-logo">{PRODUCT_NAME}</span>
      </header>
      <nav className="boot-nav" />
      <main className="boot-main">
        {title ? <h1 className="boot-h1">{title}</h1> : <div className="boot-bar boot-title" />}
        <div className="boot-bar boot-block" />
        <div className="boot-bar boot-block" />
      </main>
    </div>
  );
}

/** A signed-out screen's shell (index.html's boot-signed-out): the logo over an empty card, while the screen's chunk loads. */
export function SignedOutShell() {
  const { t } = useTranslation();
  return (
    <div className="boot boot-signed-out" role="status" aria-busy="true" aria-label={t('common.loading')}>
      <div className="boot-card-shell">
        <span className="boot-logo">{PRODUCT_NAME}</span>
        <div className="boot-card" />
      </div>
    </div>
  );
}
