import type { HomeView } from '../../src/use-cases/loadHome.ts';
import { useT } from '../i18n/useShell.ts';
import { CardSection } from '../components/CardSection.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { HydrateWhen } from '../components/HydrateWhen.tsx';
import { TrendingGrid } from '../components/home/TrendingGrid.tsx';

export const HomeScreen = ({ view }: { view: HomeView }) => {
  const t = useT();
  return (
    <>
      {view.trending.length > 0 ? <TrendingGrid posts={view.trending} title={t('trending')} /> : null}
      {view.latest.length > 0 ? (
        <section className="latest" aria-labelledby="latest-title" data-testid="latest">
          <h2 id="latest-title" className="section-title">{t('latest')}</h2>
          {/* Under the trending block: hydrates when the browser is idle, apart from the page. */}
          <HydrateWhen when="idle">
            <ul className="card-grid">
              {view.latest.map((post) => (
                <li key={post.id}>
                  <PostCard post={post} />
                </li>
              ))}
            </ul>
          </HydrateWhen>
          <p className="load-more">
            <a href={view.loadMoreHref} className="button">{t('loadMore')}</a>
          </p>
        </section>
      ) : null}
      <CardSection className="most-read" testId="most-read" title={t('mostRead')} posts={view.popular} />
    </>
  );
};
