import { useEffect, useId, type CSSProperties } from 'react';
import { BOTTOM_AD } from '../../../src/domain/adSlots.ts';
import { adsMode } from '../../../src/domain/consentAds.ts';
import type { AdSlot as AdSlotSpec } from '../../../src/ports/AdsPort.ts';
import { AD_KEY_ATTRIBUTE } from '../../../adapters/ads/adKey.ts';
import { useConsentChoice } from '../../consent/ConsentContext.ts';
import { useDocumentAssets } from '../../document/DocumentContext.ts';
import { useSiteServices } from '../../services/SiteServices.ts';

export interface AdSlotProps {
  readonly slotId: string;
  readonly height: number;
  readonly format?: AdSlotSpec['format'];
  readonly className?: string;
}

/**
 * Space reserved for an ad, at its full height from the server HTML on, so ads
 * cause no layout shift. The ad unit inside exists only when ops configured an
 * ad client and the reader allowed advertising (decision 0005); the ads adapter
 * fills it once it comes near the viewport.
 */
export const AdSlot = ({ slotId, height, format: given, className }: AdSlotProps) => {
  // The article's bottom slot is the network's auto-relaxed (matched content) unit.
  const format = given ?? (slotId === BOTTOM_AD.slotId ? 'autorelaxed' : 'auto');
  const key = useId();
  const client = useDocumentAssets().tags?.adsenseClient;
  const on = client !== undefined && adsMode(useConsentChoice()) !== 'none';
  const { ads } = useSiteServices();

  useEffect(() => (on ? ads.push({ slotId, heightPx: height, key, ...(format ? { format } : {}) }) : undefined), [on, ads, slotId, height, key, format]);

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
