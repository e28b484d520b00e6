import { Suspense } from 'react';
import { BOTTOM_AD, SIDE_AD } from '../../src/domain/adSlots.ts';
import type { ArticleView } from '../../src/use-cases/articleView.ts';
import { AdSlot } from '../components/AdSlot.tsx';
import { useAdClient } from '../components/useAdClient.ts';
import { ArticleBody } from '../components/article/ArticleBody.tsx';
import { ArticleHero } from '../components/article/ArticleHero.tsx';
import { ArticleMeta } from '../components/article/ArticleMeta.tsx';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CardSection } from '../components/CardSection.tsx';
import { asInnerHtml } from '../components/safeHtmlProps.ts';
import { OutboundLinks, RatingBlock, ShareRow } from '../components/article/deferred.ts';
import { AlsoIn } from '../components/AlsoIn.tsx';
import { useShell, useT } from '../i18n/useShell.ts';
import { useDocumentAssets } from '../document/DocumentContext.ts';
import { useWhenShown } from '../components/useWhenShown.ts';
import type { StarVote } from '../../src/domain/starVote.ts';
import type { VoteAnswer } from '../../src/ports/SignalBeaconPort.ts';
import { useSiteServices } from '../services/SiteServices.ts';

/**
 * With an ad network, side slots flank the article on wide screens and a bottom
 * slot closes the page; without one there are no slots, and the article stands
 * alone at its reading width with related and most-read under it.
 */
export const ArticleScreen = ({ view }: { view: ArticleView }) => {
  const t = useT();
  const lang = useShell()?.lang;
  const { analytics, signals } = useSiteServices();
  // Whether the server counts signals is its configuration, in the page for the server's render and the browser's alike.
  const counting = useDocumentAssets().tags?.signals === true && lang !== undefined;
  useWhenShown(`${lang}:${view.id}`, counting ? () => signals?.count('read', lang, view.id) : undefined);
  // Where votes are counted: the vote, and the tally the rating reads once hydrated.
  const voting = counting
    ? { vote: (value: StarVote) => signals?.vote(lang, view.id, view.slug, value) ?? Promise.resolve<VoteAnswer>({ outcome: 'failed' }), tally: () => signals?.tally(lang, view.id, view.slug) ?? Promise.resolve(undefined) }
    : {};
  const onRate = (value: number) => analytics.push({ name: 'rating', screen: { name: 'article', flow: 'rating', label: view.slug, label2: String(value) } });
  const withAds = useAdClient() !== undefined;
  return (
    <div className={withAds ? 'article-layout article-layout--ads' : 'article-layout'}>
      <AdSlot slot={SIDE_AD} className="ad-slot--side ad-slot--left" />
      <article className="article" data-testid="article">
        <ArticleHero cover={view.cover} title={view.title} regenerated={view.regenerated} />
        <Breadcrumbs items={view.breadcrumbs} />
        {/* The headline's inline markup (em, sub...), sanitized by the adapter; else its text. */}
        {view.titleHtml ? <h1 className="article__title" {...asInnerHtml(view.titleHtml)} /> : <h1 className="article__title">{view.title}</h1>}
        {view.subtitle ? <p className="article__subtitle">{view.subtitle}</p> : null}
        <ArticleMeta byline={view.byline} published={view.published} updated={view.updated} viewsText={view.viewsText} />
        <AlsoIn versions={view.alsoIn} />
        {/* Each deferred part hydrates on its own once its code is there (deferred.ts). */}
        <Suspense>
          <ShareRow share={view.share} />
        </Suspense>
        <ArticleBody blocks={view.body} />
        <p className="article__disclaimer">
          {t('disclaimer')} <a href={view.termsHref}>{t('terms')}</a>
        </p>
        <Suspense>
          <OutboundLinks links={view.outboundLinks} />
        </Suspense>
        <Suspense>
          <RatingBlock key={view.id} rating={view.rating} storageKey={`newsdesk:vote:${view.id}`} {...voting} onRate={onRate} />
        </Suspense>
      </article>
      <AdSlot slot={SIDE_AD} className="ad-slot--side ad-slot--right" />
      <CardSection className="related" title={t('crpTitle')} posts={view.related} />
      <CardSection className="most-read" testId="most-read" title={t('mostRead')} posts={view.popular} />
      <AdSlot slot={BOTTOM_AD} className="ad-slot--bottom" />
    </div>
  );
};
