import type { ReactNode } from 'react';
import type { EmbedItem } from '../../../src/domain/embeds.ts';
import { useT } from '../../i18n/useShell.ts';
import { asInnerHtml } from '../safeHtmlProps.ts';

/**
 * The frame of an embedded player: its box, reserved by the player's aspect ratio
 * (and no taller than most of the screen), the caption and the link to the
 * original page. What shows in the box is the caller's: the placeholder, then the
 * player (EmbedPlaceholder.tsx), or nothing while the placeholder's code loads in a
 * client navigation (ArticleBody.tsx). Everything that changes is inside the box,
 * so the figure's height never does. In the article's chunk, for that fallback.
 */
export const EmbedFigure = ({ embed, children }: { embed: EmbedItem; children: ReactNode }) => {
  const t = useT();
  const ratio = `${embed.width} / ${embed.height}`;
  return (
    <figure className="embed" data-testid="embed">
      <div className="embed__box" style={{ aspectRatio: ratio, maxWidth: `calc(80svh * ${ratio})` }}>
        {children}
      </div>
      <figcaption className="embed__caption">
        {embed.caption ? <div className="embed__caption-text" {...asInnerHtml(embed.caption)} /> : null}
        <a className="embed__open" href={embed.pageUrl} target="_blank" rel="noopener">
          {t('embedOpen', { provider: embed.provider })}
        </a>
      </figcaption>
    </figure>
  );
};
