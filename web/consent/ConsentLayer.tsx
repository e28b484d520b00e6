// Mounted by the shell around every screen: holds the reader's consent, shows the
// banner or the preferences button, and switches on only the tags the choice allows.
// The server HTML is the same for every reader (banner included); the stored choice
// is read here, once hydrated.
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { withdrawsAny, type ConsentChoice } from '../../src/domain/consent.ts';
import type { LegalLinks } from '../../src/domain/legalLinks.ts';
import { useDocumentAssets } from '../document/DocumentContext.ts';
import type { Translate } from '../i18n/useShell.ts';
import { useSiteServices } from '../services/SiteServices.ts';
import { loadConsentedTags, updateConsentMode } from './applyConsent.ts';
import { ConsentBanner } from './ConsentBanner.tsx';
import { ConsentContext, createConsentChoiceStore } from './ConsentContext.ts';
import { pageGtag } from './pageGtag.ts';
import { PreferencesButton } from './PreferencesButton.tsx';
import { usePageViews } from './usePageViews.ts';
import { whenIdle } from './whenIdle.ts';

/** 'pending': as in the server HTML, before the stored choice is read. */
type BannerState = 'pending' | 'shown' | 'reopened' | 'closed';

export const ConsentLayer = ({ t, legal, children }: { t: Translate; legal: LegalLinks; children: ReactNode }) => {
  const assets = useDocumentAssets();
  const services = useSiteServices();
  // The first render matches the server HTML, whatever the cookie holds: no choice, the banner.
  const [choice, setChoice] = useState<ConsentChoice | undefined>(undefined);
  // What the page's components read (ConsentContext.ts): set with the state, never replaced.
  const [store] = useState(() => createConsentChoiceStore());
  const [banner, setBanner] = useState<BannerState>('pending');
  const prefsButton = useRef<HTMLButtonElement>(null);
  const focusPrefs = useRef(false);
  usePageViews(services.analytics);

  // Where the head's consent script ran (the server's pages), its mark and consent.css keep a
  // returning reader's banner hidden until this reads the choice: a passive effect, run after
  // hydration's commit in a task of its own, so that on a slow phone the commit is not also
  // reading the cookie and rendering the banner again (decision 30). The CSR deployment has no
  // head script: there a layout effect, whose update renders before the browser paints, so that
  // a returning reader's banner is gone unseen. The choice of hook never changes on a page.
  const useChoiceEffect = assets.headScript ? useEffect : useLayoutEffect;
  useChoiceEffect(() => {
    const stored = services.consentStore.read();
    setChoice(stored);
    store.set(stored);
    setBanner(stored ? 'closed' : 'shown');
  }, [services.consentStore, store]);

  useEffect(() => {
    if (!choice) return undefined;
    return whenIdle(() => loadConsentedTags(choice, { tags: assets.tags ?? {}, analytics: services.analytics, ads: services.ads, vitals: services.vitals, ...(services.logger ? { logger: services.logger } : {}) }));
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
    store.set(next);
    close();
  };

  return (
    <ConsentContext value={store}>
      {banner === 'closed' ? null : (
        <ConsentBanner
          t={t}
          legal={legal}
          current={choice}
          pending={banner === 'pending'}
          takeFocus={banner === 'reopened'}
          onChoose={choose}
          {...(choice ? { onDismiss: close } : {})}
        />
      )}
      {children}
      {banner === 'closed' ? <PreferencesButton label={t('consentPreferences')} buttonRef={prefsButton} onOpen={() => setBanner('reopened')} /> : null}
    </ConsentContext>
  );
};
