import type { CSSProperties } from 'react';

/** Reserved, empty space for an ad (the ad adapter fills it later) so ads cause no layout shift. */
export const AdSlot = ({ slotId, height, className }: { slotId: string; height: CSSProperties['minHeight']; className?: string }) => (
  <div className={className ? `ad-slot ${className}` : 'ad-slot'} data-ad-slot={slotId} style={{ minHeight: height }} aria-hidden="true" />
);
