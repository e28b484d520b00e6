import { Suspense } from 'react';
import type { ArticleBlock } from '../../../src/domain/articleBody.ts';
import { CHUNK_ATTRIBUTE } from '../../document/stateScriptData.ts';
import { asInnerHtml } from '../safeHtmlProps.ts';
import { EmbedPlaceholder } from './deferred.ts';
import { InlineMedia } from './InlineMedia.tsx';
import { TableOfContents } from './TableOfContents.tsx';

/** The post content: server-prepared HTML chunks, the table of contents, inline media and embedded players, in order. */
export const ArticleBody = ({ blocks }: { blocks: readonly ArticleBlock[] }) => (
  <div className="article-body">
    {blocks.map((block, index) => {
      const key = `${block.kind}-${index}`;
      switch (block.kind) {
        case 'html':
          return <div key={key} className="article-body__html" {...{ [CHUNK_ATTRIBUTE]: '' }} {...asInnerHtml(block.html)} />;
        case 'toc':
          return <TableOfContents key={key} items={block.items} />;
        case 'media':
          return <InlineMedia key={key} item={block.item} eager={block.eager} />;
        case 'embed':
          // Its code, frame included, is a chunk of its own (deferred.ts) that only articles with an embed
          // load: hydrating, React keeps the server's placeholder until it arrives. In a client navigation
          // the figure comes with it, within the moment after the reader's click that counts no shift.
          return (
            <Suspense key={key}>
              <EmbedPlaceholder embed={block.embed} />
            </Suspense>
          );
      }
    })}
  </div>
);
