import type { StaticPageView } from '../../src/use-cases/staticPageView.ts';
import { CHUNK_ATTRIBUTE } from '../document/stateScriptData.ts';
import { asInnerHtml } from '../components/safeHtmlProps.ts';

export const StaticPageScreen = ({ view }: { view: StaticPageView }) => (
  <article className="static-page">
    {view.titleHtml ? <h1 {...asInnerHtml(view.titleHtml)} /> : <h1>{view.title}</h1>}
    {/* Editorial HTML from WordPress, sanitized by the adapter: the newsroom's markup, nothing that runs. */}
    <div className="static-page__content" {...{ [CHUNK_ATTRIBUTE]: '' }} {...asInnerHtml(view.html)} />
  </article>
);
