import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import type { EmbedItem } from '../../../src/domain/embeds.ts';
import { useConsentChoice } from '../../consent/ConsentContext.ts';
import { useT } from '../../i18n/useShell.ts';
import { EmbedFigure } from './EmbedFigure.tsx';

/** What the player may do in its frame: play, go full screen, open its own page in a new tab. */
const PLAYER_SANDBOX = 'allow-scripts allow-same-origin allow-presentation allow-popups';
/**
 * Full screen comes from `allowfullscreen`, which every browser knows; naming it here
 * too makes Chromium warn that this attribute takes precedence over that one.
 */
const PLAYER_ALLOW = 'autoplay; picture-in-picture; encrypted-media';

const never = () => () => undefined;
/** False while React hydrates the server's HTML (and on the server), true after: the button works from then on. */
const useHydrated = (): boolean => useSyncExternalStore(never, () => true, () => false);

/**
 * What the box shows before the player: the poster, the provider and the title,
 * and a button that loads the player with what loading it means beside it. The
 * button shows only once it works (`onLoad`): without JavaScript, or until the
 * placeholder's code has run, its room is kept, empty (embed.css), so a reader
 * meets no button that does nothing and nothing moves when it appears.
 */
const EmbedFacade = ({ embed, onLoad }: { embed: EmbedItem; onLoad?: () => void }) => {
  const t = useT();
  const noticeId = useId();
  const { provider, title } = embed;
  return (
    <div className="embed__placeholder">
      {embed.posterUrl ? <img className="embed__poster" src={embed.posterUrl} alt="" loading="lazy" decoding="async" /> : null}
      <div className="embed__panel">
        <p className="embed__provider">{provider}</p>
        {title ? <p className="embed__title">{title}</p> : null}
        <div className={onLoad ? 'embed__action' : 'embed__action embed__action--waiting'}>
          <button type="button" className="embed__load" aria-describedby={noticeId} onClick={onLoad}>
            <svg className="embed__play" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l10.5-6.5z" />
            </svg>
            {t('embedLoad', { provider })}
          </button>
          <p id={noticeId} className="embed__notice">
            {t('embedNotice', { provider })}
          </p>
        </div>
      </div>
    </div>
  );
};

/**
 * An embedded player behind a placeholder (src/domain/embeds.ts): nothing of the
 * provider loads until the reader clicks the facade's button or has consented to
 * embedded content (docs/consent-and-ads.md); then the player takes the box.
 * The hydration bundle loads this as a chunk of its own (deferred.ts): only an
 * article with an embed fetches it.
 */
export const EmbedPlaceholder = ({ embed }: { embed: EmbedItem }) => {
  const t = useT();
  // None while hydrating (the server's placeholder is for every reader), the reader's right after.
  const consented = useConsentChoice()?.purposes.embeds === true;
  const hydrated = useHydrated();
  const [clicked, setClicked] = useState(false);
  const player = useRef<HTMLIFrameElement>(null);
  const { provider, title } = embed;

  // The reader asked for this player: the keyboard goes on in it, not back to the top of the page.
  useEffect(() => {
    if (clicked) player.current?.focus();
  }, [clicked]);

  return (
    <EmbedFigure embed={embed}>
      {clicked || consented ? (
        <iframe
          ref={player}
          className="embed__player"
          src={embed.playerUrl}
          title={title ? t('embedPlayerTitle', { title, provider }) : provider}
          allow={PLAYER_ALLOW}
          allowFullScreen
          sandbox={PLAYER_SANDBOX}
          // Loaded by consent rather than a click: only once the reader comes near it.
          loading={clicked ? undefined : 'lazy'}
        />
      ) : (
        <EmbedFacade embed={embed} {...(hydrated ? { onLoad: () => setClicked(true) } : {})} />
      )}
    </EmbedFigure>
  );
};
