import type { HomeView } from '../../src/use-cases/loadHome.ts';
import { useT } from '../i18n/useShell.ts';
import { CardSection } from '../components/CardSection.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { TrendingGrid } from '../components/home/TrendingGrid.tsx';

export const HomeScreen = ({ view }: { view: HomeView }) => {
  const t = useT();
  return (
    <>
      {view.trending.length > 0 ? <TrendingGrid posts={view.trending} title={t('trending')} /> : null}
      {view.latest.length > 0 ? (
        <section className="latest" aria-labelledby="latest-title" data-testid="latest">
          <h2 id="latest-title" className="section-title">{t('latest')}</h2>
          {/* Under the trending block. */}
          <CardGrid posts={view.latest} />
          <p className="load-more">
            <a href={view.loadMoreHref} className="button">{t('loadMore')}</a>
          </p>
        </section>
      ) : null}
      <CardSection className="most-read" testId="most-read" title={t('mostRead')} posts={view.popular} />
    </>
  );
};
