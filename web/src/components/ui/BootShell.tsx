// The static shell from index.html (same classes, styled there), shown while the session loads so the
// first paint does not flash to a spinner and back.
import { useTranslation } from 'react-i18next';

export function BootShell() {
  const { t } = useTranslation();
  return (
    <div className="boot" aria-busy="true" aria-label={t('common.loading')}>
      <header className="boot-header">
        <span className="boot-burger" />
        <span className="boot-logo">Job Work Ledger</span>
      </header>
      <nav className="boot-nav" />
      <main className="boot-main">
        <div className="boot-bar boot-title" />
        <div className="boot-bar boot-block" />
        <div className="boot-bar boot-block" />
      </main>
    </div>
  );
}
