import { useEffect, useId, type CSSProperties } from 'react';
import type { AdSlotSpec } from '../../src/domain/adSlots.ts';
import { adsMode } from '../../src/domain/consentAds.ts';
import { AD_KEY_ATTRIBUTE } from '../../adapters/ads/adKey.ts';
import { useConsentChoice } from '../consent/ConsentContext.ts';
import { useDocumentAssets } from '../document/DocumentContext.ts';
import { useSiteServices } from '../services/SiteServices.ts';

export interface AdSlotProps {
  /** Which slot, how high and in which format: src/domain/adSlots.ts. */
  readonly slot: AdSlotSpec;
  readonly className?: string;
}

/**
 * Space reserved for an ad, at its full height from the server HTML on, so ads
 * cause no layout shift. The ad unit inside exists only when ops configured an
 * ad client and the reader allowed advertising (decision 0005); the ads adapter
 * fills it once it comes near the viewport.
 */
export const AdSlot = ({ slot: { slotId, heightPx: height, format }, className }: AdSlotProps) => {
  const key = useId();
  const client = useDocumentAssets().tags?.adsenseClient;
  const choice = useConsentChoice();
  const on = client !== undefined && adsMode(choice) !== 'none';
  const { ads } = useSiteServices();

  useEffect(() => (on ? ads.push({ slotId, heightPx: height, key, format }) : undefined), [on, ads, slotId, height, key, format]);

  const style: CSSProperties = { minHeight: height };
  return (
    <div className={className ? `ad-slot ${className}` : 'ad-slot'} data-ad-slot={slotId} style={style} aria-hidden={on ? undefined : true}>
      {on ? (
        <ins
          className="nd-ad"
          {...{ [AD_KEY_ATTRIBUTE]: key }}
          data-ad-client={client}
          data-ad-slot={slotId}
          data-ad-format={format}
          data-full-width-responsive={format === 'auto' ? 'true' : undefined}
          style={{ display: 'block', minHeight: height }}
        />
      ) : null}
    </div>
  );
};
