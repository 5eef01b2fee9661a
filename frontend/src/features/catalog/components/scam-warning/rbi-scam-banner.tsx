import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isScamWarningDismissed, rememberScamWarningDismissed } from './scam-warning-dismissal';
import './rbi-scam-banner.css';

/**
 * The home screen's warning against the "RBI buys old coins for lakhs" scam, until the visitor
 * dismisses it (remembered on this browser). Plain markup like the coin cards: it is part of the first
 * screen a phone renders, which carries no antd component it can do without (decisions/0050, 0058).
 * Read at render, so it never appears after the screen has been drawn.
 */
export function RbiScamBanner() {
  const { t } = useTranslation('coin-identity');
  const [dismissed, setDismissed] = useState(isScamWarningDismissed);
  if (dismissed) return null;
  return (
    <div className="scam-banner" role="note" aria-labelledby="scam-banner-title">
      <span className="scam-banner__icon" aria-hidden>
        !
      </span>
      <p className="scam-banner__text">
        <strong id="scam-banner-title">{t('scam.title')}</strong> {t('scam.text')}
      </p>
      <button
        type="button"
        className="scam-banner__close"
        aria-label={t('scam.dismiss')}
        onClick={() => {
          rememberScamWarningDismissed();
          setDismissed(true);
        }}
      >
        <span aria-hidden>×</span>
      </button>
    </div>
  );
}
