import { useT } from '../i18n/useShell.ts';

/**
 * A page that could not be shown, and why: WordPress failing (503), or a
 * preview link that is forged, altered or expired (403).
 */
export const UnavailableScreen = ({ why = 'unavailable' }: { why?: 'unavailable' | 'forbidden' }) => {
  const t = useT();
  return (
    <section className="unavailable" data-testid={why}>
      <h1>{why === 'forbidden' ? t('forbiddenTitle') : t('unavailableTitle')}</h1>
      <p>{why === 'forbidden' ? t('forbiddenText') : t('unavailableText')}</p>
    </section>
  );
};
