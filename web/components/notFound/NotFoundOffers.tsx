import { useId } from 'react';
import { DEFAULT_LANG } from '../../../src/domain/language.ts';
import type { PostCard as PostCardData } from '../../../src/domain/postDisplay.ts';
import { urls } from '../../../src/domain/urls.ts';
import { CardSection } from '../CardSection.tsx';
import { useShell, useT } from '../../i18n/useShell.ts';

/**
 * The not-found page's way on: a search of the whole site (docs/product.md#errors). A plain GET form
 * with the results page's look: the results page's own field (SearchField) stays in the listing's
 * code, which a first visit to a listing loads whole, rather than in a chunk both would share.
 */
export const NotFoundSearch = () => {
  const t = useT();
  const lang = useShell()?.lang ?? DEFAULT_LANG;
  const id = useId();
  return (
    <div className="not-found__search">
      <form className="search-field" method="get" action={urls.search(lang, '')}>
        <label htmlFor={id} className="visually-hidden">{t('searchLabel')}</label>
        <input id={id} name="q" type="search" enterKeyHint="search" autoComplete="off" required />
        <button type="submit" className="search-field__submit">{t('search')}</button>
      </form>
    </div>
  );
};

/** The newest posts of the language under the not-found page; nothing when none came (the call failed). */
export const NotFoundLatest = ({ latest }: { latest: readonly PostCardData[] }) => {
  const t = useT();
  return <CardSection title={t('latest')} posts={latest} className="not-found__latest" testId="not-found-latest" />;
};
