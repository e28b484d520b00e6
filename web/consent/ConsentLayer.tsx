// Mounted by the shell around every screen: holds the reader's consent, shows the
// banner or the preferences button, and switches on only the tags the choice allows.
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { withdrawsAny, type ConsentChoice } from '../../src/domain/consent.ts';
import { encodeConsent } from '../../src/domain/consentCookie.ts';
import type { LegalLinks } from '../../src/domain/legalLinks.ts';
import { useDocumentAssets } from '../document/DocumentContext.ts';
import type { Translate } from '../i18n/useShell.ts';
import { useSiteServices } from '../services/SiteServices.ts';
import { loadConsentedTags, updateConsentMode } from './applyConsent.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentContext } from './ConsentContext.ts';
import { pageGtag } from './pageGtag.ts';
import { PreferencesButton } from './PreferencesButton.tsx';
import { usePageViews } from './usePageViews.ts';
import { whenIdle } from './whenIdle.ts';

const same = (a: ConsentChoice | undefined, b: ConsentChoice | undefined): boolean => (a && encodeConsent(a)) === (b && encodeConsent(b));

type BannerState = 'closed' | 'shown' | 'reopened';

export const ConsentLayer = ({ t, legal, children }: { t: Translate; legal: LegalLinks; children: ReactNode }) => {
  const assets = useDocumentAssets();
  const services = useSiteServices();
  // The server's reading of the cookie: the first render matches the server HTML.
  const [choice, setChoice] = useState<ConsentChoice | undefined>(assets.consent);
  const [banner, setBanner] = useState<BannerState>(assets.consent ? 'closed' : 'shown');
  const prefsButton = useRef<HTMLButtonElement>(null);
  const focusPrefs = useRef(false);
  usePageViews(services.analytics);

  // A page served from a cache may predate the cookie: the cookie wins after hydration.
  useEffect(() => {
    const stored = services.consentStore.read();
    if (same(stored, assets.consent)) return;
    setChoice(stored);
    setBanner(stored ? 'closed' : 'shown');
  }, [services.consentStore, assets.consent]);

  useEffect(() => {
    if (!choice) return undefined;
    return whenIdle(() => loadConsentedTags(choice, { tags: assets.tags ?? {}, analytics: services.analytics, ads: services.ads, ...(services.logger ? { logger: services.logger } : {}) }));
  }, [choice, assets.tags, services]);

  useEffect(() => {
    if (banner !== 'closed' || !focusPrefs.current) return;
    focusPrefs.current = false;
    prefsButton.current?.focus();
  }, [banner]);

  const close = (): void => {
    // Focus was in the banner, which goes away: hand it to the button that reopens it.
    focusPrefs.current = document.activeElement?.closest('.consent-banner') != null;
    setBanner('closed');
  };

  const choose = (next: ConsentChoice): void => {
    services.consentStore.write(next);
    updateConsentMode(next, pageGtag());
    // A loaded script cannot be unloaded: start again with only what is allowed now.
    if (withdrawsAny(choice, next)) {
      window.location.reload();
      return;
    }
    setChoice(next);
    close();
  };

  return (
    <ConsentContext value={choice}>
      {banner === 'closed' ? null : (
        <ConsentBanner t={t} legal={legal} current={choice} takeFocus={banner === 'reopened'} onChoose={choose} {...(choice ? { onDismiss: close } : {})} />
      )}
      {children}
      {banner === 'closed' ? <PreferencesButton label={t('consentPreferences')} buttonRef={prefsButton} onOpen={() => setBanner('reopened')} /> : null}
    </ConsentContext>
  );
};
