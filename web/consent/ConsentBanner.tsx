import { startTransition, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { acceptAll, consentChoice, rejectAll, type ConsentChoice, type OptionalPurpose } from '../../src/domain/consent.ts';
import type { LegalLinks } from '../../src/domain/legalLinks.ts';
import type { Translate } from '../i18n/useShell.ts';
import { ConsentPurposes } from './deferred.ts';

export interface ConsentBannerProps {
  readonly t: Translate;
  readonly legal: Pick<LegalLinks, 'privacy' | 'cookies'>;
  /** The reader's current choice when reopened; undefined for a new reader. */
  readonly current: ConsentChoice | undefined;
  /** True until the stored choice is read: consent.css hides it then if the head script found one. */
  readonly pending: boolean;
  /** True when the reader opened it: focus moves in, as into a dialog. */
  readonly takeFocus: boolean;
  readonly onChoose: (choice: ConsentChoice) => void;
  /** Escape closes without a new choice; only offered when there is one already. */
  readonly onDismiss?: () => void;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled])';

/**
 * Floating bottom-centre banner: accept all, reject all (as easy), or a choice per purpose.
 * `data-consent-choice`: the head script writes these two choices at the tap while the banner
 * is not hydrated yet (adapters/analytics/bannerChoiceScript.ts); `data-tap`: a tap on Customize then is kept and
 * made again once it is (web/document/earlyTaps.ts).
 *
 * Customize shows the purposes, whose code comes when asked (deferred.ts), in a banner of its own:
 * a new element, rendered in a transition that keeps the first banner until that code is there, so
 * that the taller banner replaces the short one at once, however late; the short one growing would
 * move its buttons under the reader's finger, a layout shift. Focus goes to the first choice (ConsentPurposes.tsx).
 */
export const ConsentBanner = ({ t, legal, current, pending, takeFocus, onChoose, onDismiss }: ConsentBannerProps) => {
  const titleId = useId();
  const textId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [customizing, setCustomizing] = useState(false);
  const [selected, setSelected] = useState<Record<OptionalPurpose, boolean>>({
    measurement: current?.purposes.measurement ?? false,
    advertising: current?.purposes.advertising ?? false,
    personalisedAdvertising: current?.purposes.personalisedAdvertising ?? false,
    embeds: current?.purposes.embeds ?? false,
  });

  useEffect(() => {
    if (takeFocus) root.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [takeFocus]);

  // Like a dialog: Escape closes (when a choice exists). Tab stays inside only when the
  // reader opened it; a new reader's banner is not modal, so Tab also leads on to the page.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key === 'Escape' && onDismiss) {
      event.preventDefault();
      onDismiss();
      return;
    }
    if (event.key !== 'Tab' || !takeFocus || !root.current) return;
    const focusable = [...root.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && (document.activeElement === first || document.activeElement === root.current.querySelector('h2'))) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  return (
    <div key={String(customizing)} ref={root} className="consent-banner" role="dialog" aria-modal="false" aria-labelledby={titleId} aria-describedby={textId} onKeyDown={onKeyDown} data-testid="consent-banner" data-pending={pending ? '' : undefined}>
      <h2 id={titleId} className="consent-banner__title" tabIndex={-1}>
        {t('consentTitle')}
      </h2>
      <p id={textId} className="consent-banner__text">
        {t('consentText')} <a href={legal.privacy}>{t('privacyPolicy')}</a> · <a href={legal.cookies}>{t('cookiePolicy')}</a>
      </p>
      {customizing ? <ConsentPurposes t={t} idPrefix={titleId} selected={selected} setSelected={setSelected} /> : null}
      <div className="consent-banner__actions">
        <button type="button" className="consent-button" onClick={() => onChoose(rejectAll())} data-consent-choice="reject">
          {t('consentRejectAll')}
        </button>
        {customizing ? (
          <button type="button" className="consent-button" onClick={() => onChoose(consentChoice(selected))}>
            {t('consentSave')}
          </button>
        ) : (
          <button type="button" className="consent-button" onClick={() => startTransition(() => setCustomizing(true))} data-tap="consent-customize">
            {t('consentCustomize')}
          </button>
        )}
        <button type="button" className="consent-button" onClick={() => onChoose(acceptAll())} data-consent-choice="accept">
          {t('consentAcceptAll')}
        </button>
      </div>
      {/* The banner shows only once the parser has reached this: see consent.css. */}
      <span className="consent-banner__end" hidden />
    </div>
  );
};
