import { LISTING_AD } from '../../src/domain/adSlots.ts';
import { AlsoIn } from '../components/AlsoIn.tsx';
import type { ListingView } from '../../src/use-cases/listingView.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { AdSlot } from '../components/AdSlot.tsx';
import { useAdClient } from '../components/useAdClient.ts';
import { Paging } from '../components/listing/Paging.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { DidYouMean } from '../components/listing/DidYouMean.tsx';
import { NoResults } from '../components/listing/NoResults.tsx';
import { SearchDateFilter } from '../components/listing/SearchDateFilter.tsx';
import { SearchField } from '../components/listing/SearchField.tsx';
import { useSearchSignal } from '../components/listing/useSearchSignal.ts';
import { useT } from '../i18n/useShell.ts';

/** Cards in the first row of the grid are in the first screenful: their images load at once, the first one first. */
const EAGER_CARDS = 2;

/**
 * Latest posts, category and subcategory, and search results share this screen.
 * The heading comes first; a category's subcategories (the one shown marked as
 * the current page) come next, before the posts, so a phone reader meets them
 * before scrolling through the list, and beside the posts on wide screens; the
 * two listing ad slots, with an ad network, come after the posts on phones, so
 * the first screenful shows the heading and posts, not an empty slot. With
 * neither there is no side column and the posts take the whole width.
 */
export const ListingScreen = ({ view }: { view: ListingView }) => {
  const t = useT();
  useSearchSignal(view.search);
  const withAds = useAdClient() !== undefined;
  const withSide = view.sidebar.length > 0 || withAds;
  return (
    <div className="listing">
      {view.kind === 'search' ? null : <Breadcrumbs items={view.breadcrumbs} />}
      <div className={withSide ? 'listing__layout listing__layout--side' : 'listing__layout'}>
        <header className="listing__head">
          <h1 id="listing-title" className={view.kind === 'search' ? 'listing__title listing__title--search' : 'listing__title'}>{view.heading}</h1>
          {view.description ? <p className="listing__description">{view.description}</p> : null}
          {view.alsoIn ? <AlsoIn versions={view.alsoIn} /> : null}
          {view.search ? (
            <>
              <p className="listing__count" data-testid="search-count">
                {t('searchResults', { numPosts: view.search.numPosts, query: view.search.query })}
              </p>
              {view.search.didYouMean ? <DidYouMean suggestion={view.search.didYouMean} /> : null}
              <div className="search-tools">
                <SearchField query={view.search.query} qdata={view.search.qdata} />
                <SearchDateFilter value={view.search.qdata} query={view.search.query} />
              </div>
            </>
          ) : null}
        </header>
        {view.sidebar.length > 0 ? (
          <div className="listing__side listing__side--nav">
            <aside className="listing__sidebar" aria-labelledby="subcategories-title">
              <h2 id="subcategories-title">{t('subcategories')}</h2>
              <ul>
                {view.sidebar.map((c) => (
                  <li key={c.slug}><a href={c.href} aria-current={c.current ? 'page' : undefined}>{c.name}</a></li>
                ))}
              </ul>
            </aside>
          </div>
        ) : null}
        <section className="listing__main" aria-labelledby="listing-title">
          {view.posts.length > 0 ? (
            <CardGrid posts={view.posts} level={2} eager={EAGER_CARDS} first testId="listing-posts" />
          ) : view.search ? (
            <NoResults query={view.search.query} qdata={view.search.qdata} latest={view.search.latest} />
          ) : (
            <p className="listing__empty">{t('noPosts')}</p>
          )}
          <Paging paging={view.paging} />
        </section>
        {withAds ? (
          <div className="listing__ads">
            <AdSlot slot={LISTING_AD} className="ad-slot--listing" />
            <AdSlot slot={LISTING_AD} className="ad-slot--listing" />
          </div>
        ) : null}
      </div>
    </div>
  );
};
