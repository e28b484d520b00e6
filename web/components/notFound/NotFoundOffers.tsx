import type { PostCard as PostCardData } from '../../../src/domain/postDisplay.ts';
import { CardSection } from '../CardSection.tsx';
import { SearchField } from '../listing/SearchField.tsx';
import { useT } from '../../i18n/useShell.ts';

/** The not-found page's way on: a search of the whole site (docs/product.md#errors). */
export const NotFoundSearch = () => {
  const t = useT();
  return (
    <div className="not-found__search">
      <SearchField query="" qdata="any" label={t('searchLabel')} />
    </div>
  );
};

/** The newest posts of the language under the not-found page; nothing when none came (the call failed). */
export const NotFoundLatest = ({ latest }: { latest: readonly PostCardData[] }) => {
  const t = useT();
  return <CardSection title={t('latest')} posts={latest} className="not-found__latest" testId="not-found-latest" />;
};
