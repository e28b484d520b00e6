import { useEffect, useId, type CSSProperties } from 'react';
import type { AdSlotSpec } from '../../src/domain/adSlots.ts';
import { adsMode } from '../../src/domain/consentAds.ts';
import { AD_KEY_ATTRIBUTE } from '../../src/ports/AdsPort.ts';
import { useConsentChoice } from '../consent/ConsentContext.ts';
import { useSiteServices } from '../services/SiteServices.ts';
import { useAdClient } from './useAdClient.ts';

export interface AdSlotProps {
  /** Which slot, how high and in which format: src/domain/adSlots.ts. */
  readonly slot: AdSlotSpec;
  readonly className?: string;
}

/**
 * Space reserved for an ad, at its full height from the server HTML on, so ads
 * cause no layout shift. Nothing at all when ops configured no ad network: an ad
 * could never come, and empty space would only push the content away. The ad
 * unit inside exists only when the reader allowed advertising (decision 0005);
 * the ads adapter fills it once it comes near the viewport.
 */
export const AdSlot = ({ slot: { slotId, heightPx: height, format }, className }: AdSlotProps) => {
  const key = useId();
  const client = useAdClient();
  const choice = useConsentChoice();
  const on = client !== undefined && adsMode(choice) !== 'none';
  const { ads } = useSiteServices();

  useEffect(() => (on ? ads.push({ slotId, heightPx: height, key, format }) : undefined), [on, ads, slotId, height, key, format]);

  if (client === undefined) return null;
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
