import type { PreviewView } from '../../src/use-cases/loadPreview.ts';
import { useT } from '../i18n/useShell.ts';
import { ArticleScreen } from './ArticleScreen.tsx';
import { StaticPageScreen } from './StaticPageScreen.tsx';

/** An editor's draft exactly as readers will get it, under a banner that says it is not published. */
export const PreviewScreen = ({ view }: { view: PreviewView }) => {
  const t = useT();
  return (
    <>
      <p className="preview-banner" role="status" data-testid="preview-banner">{t('previewBanner')}</p>
      {view.draft.screen === 'article' ? <ArticleScreen view={view.draft} /> : <StaticPageScreen view={view.draft} />}
    </>
  );
};
