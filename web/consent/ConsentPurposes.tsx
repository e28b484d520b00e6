import { useEffect, useRef, type Dispatch, type SetStateAction } from 'react';
import type { OptionalPurpose } from '../../src/domain/consent.ts';
import type { Translate } from '../i18n/useShell.ts';

export interface ConsentPurposesProps {
  readonly t: Translate;
  /** Prefix of the checkboxes' ids, unique on the page. */
  readonly idPrefix: string;
  readonly selected: Readonly<Record<OptionalPurpose, boolean>>;
  readonly setSelected: Dispatch<SetStateAction<Record<OptionalPurpose, boolean>>>;
}

/**
 * The banner's choice per purpose, shown once the reader asks to customize: a chunk of
 * its own (deferred.ts), as most readers accept or reject without opening it.
 */
export const ConsentPurposes = ({ t, idPrefix, selected, setSelected }: ConsentPurposesProps) => {
  // Shown in a banner of their own (ConsentBanner.tsx): the reader's place is the first choice, not the page's start.
  const first = useRef<HTMLFieldSetElement>(null);
  useEffect(() => first.current?.querySelector<HTMLInputElement>('input:not([disabled])')?.focus(), []);
  // Personalised ads are a kind of advertising: ticking one ticks or unticks the other.
  const toggle = (purpose: OptionalPurpose, on: boolean): void =>
    setSelected((s) => ({
      ...s,
      [purpose]: on,
      ...(purpose === 'personalisedAdvertising' && on ? { advertising: true } : {}),
      ...(purpose === 'advertising' && !on ? { personalisedAdvertising: false } : {}),
    }));

  const purposes: readonly { id: OptionalPurpose | 'necessary'; label: string; help: string }[] = [
    { id: 'necessary', label: t('consentNecessary'), help: t('consentNecessaryHelp') },
    { id: 'measurement', label: t('consentMeasurement'), help: t('consentMeasurementHelp') },
    { id: 'advertising', label: t('consentAdvertising'), help: t('consentAdvertisingHelp') },
    { id: 'personalisedAdvertising', label: t('consentPersonalised'), help: t('consentPersonalisedHelp') },
    // Players embedded in articles (YouTube, Vimeo): without it each loads on a click of its own (EmbedPlaceholder).
    { id: 'embeds', label: t('consentEmbeds'), help: t('consentEmbedsHelp') },
  ];

  return (
    <fieldset ref={first} className="consent-banner__purposes">
      <legend>{t('consentPurposes')}</legend>
      {purposes.map((p) => (
        <div key={p.id} className="consent-purpose">
          <input
            id={`${idPrefix}-${p.id}`}
            type="checkbox"
            checked={p.id === 'necessary' ? true : selected[p.id]}
            disabled={p.id === 'necessary'}
            aria-describedby={`${idPrefix}-${p.id}-help`}
            onChange={p.id === 'necessary' ? undefined : (event) => toggle(p.id as OptionalPurpose, event.target.checked)}
          />
          <label htmlFor={`${idPrefix}-${p.id}`}>{p.label}</label>
          <p id={`${idPrefix}-${p.id}-help`} className="consent-purpose__help">
            {p.help}
          </p>
        </div>
      ))}
    </fieldset>
  );
};
