import type { StaticPageView } from '../../src/use-cases/staticPageView.ts';
import { CHUNK_ATTRIBUTE } from '../document/stateScriptData.ts';

export const StaticPageScreen = ({ view }: { view: StaticPageView }) => (
  <article className="static-page">
    <h1>{view.title}</h1>
    {/* Editorial HTML from WordPress, rendered as the newsroom wrote it. */}
    <div className="static-page__content" {...{ [CHUNK_ATTRIBUTE]: '' }} dangerouslySetInnerHTML={{ __html: view.html }} />
  </article>
);
