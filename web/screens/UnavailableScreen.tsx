import { useT } from '../i18n/useShell.ts';

export const UnavailableScreen = () => {
  const t = useT();
  return (
    <section className="unavailable" data-testid="unavailable">
      <h1>{t('unavailableTitle')}</h1>
      <p>{t('unavailableText')}</p>
    </section>
  );
};
