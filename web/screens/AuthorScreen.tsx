import type { AuthorView } from '../../src/use-cases/authorView.ts';
import { Breadcrumbs } from '../components/Breadcrumbs.tsx';
import { CardGrid } from '../components/CardGrid.tsx';
import { Paging } from '../components/listing/Paging.tsx';
import { useT } from '../i18n/useShell.ts';

/** Cards in the first row are in the first screenful: their images load at once. */
const EAGER_CARDS = 2;
/** The picture's box: square, as the contract asks of it (author.css). */
const AVATAR_PX = 96;

/**
 * An author's page: who they are, then their posts newest first, page by page.
 * Without a picture from the newsroom, their initials stand in, in a circle of
 * the same size, so the layout does not move either way.
 */
export const AuthorScreen = ({ view }: { view: AuthorView }) => {
  const t = useT();
  const { author } = view;
  return (
    <div className="author-page" data-testid="author-page">
      <Breadcrumbs items={view.breadcrumbs} />
      <header className="author-page__head">
        {author.avatar ? (
          <img className="author-page__avatar" src={author.avatar} alt="" width={AVATAR_PX} height={AVATAR_PX} decoding="async" />
        ) : (
          <span className="author-page__avatar author-page__avatar--initials" aria-hidden="true">{view.initials}</span>
        )}
        <div className="author-page__who">
          <h1 className="author-page__name">{view.heading}</h1>
          {author.description ? <p className="author-page__bio">{author.description}</p> : null}
        </div>
      </header>
      <section className="author-page__posts" aria-labelledby="author-posts-title">
        <h2 id="author-posts-title" className="author-page__posts-title">{view.postsTitle}</h2>
        {view.posts.length > 0 ? (
          <CardGrid posts={view.posts} level={3} eager={EAGER_CARDS} first testId="author-posts" />
        ) : (
          <p className="listing__empty">{t('noPosts')}</p>
        )}
        <Paging paging={view.paging} />
      </section>
    </div>
  );
};
