import { useT } from '../i18n/useShell.ts';

/** Screens not built yet (issue 3) say so plainly instead of pretending. */
export const PlaceholderScreen = () => {
  const t = useT();
  return (
    <section className="placeholder" data-testid="placeholder">
      <h1>{t('comingSoon')}</h1>
    </section>
  );
};
