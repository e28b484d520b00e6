import type { Rating } from '../../../src/domain/content.ts';
import type { RatingView } from '../../../src/use-cases/sharedViews.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { formatAverage } from '../../../src/domain/readerFormats.ts';
import { ratingAfterVote } from '../../../src/domain/ratingAfterVote.ts';
import type { StarVote } from '../../../src/domain/starVote.ts';
import type { VoteAnswer } from '../../../src/ports/SignalBeaconPort.ts';
import { useShell, useT } from '../../i18n/useShell.ts';

const STARS: readonly StarVote[] = [1, 2, 3, 4, 5];

const isStar = (value: number): value is StarVote => Number.isInteger(value) && value >= 1 && value <= 5;

// The reader's own vote, kept in their browser only so that the stars show it back to them (decision 20):
// it identifies no one and leaves the browser only as the vote itself.
const readVote = (key: string): StarVote | undefined => {
  try {
    const stored = Number(localStorage.getItem(key));
    return isStar(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked
  }
};

/** Keeps the reader's stars, or forgets them (a vote that did not count); storage blocked: the vote counts all the same. */
const keepVote = (key: string, value: StarVote | undefined): void => {
  try {
    if (value === undefined) localStorage.removeItem(key);
    else localStorage.setItem(key, String(value));
  } catch {
    // storage blocked
  }
};

/** What the reader is told after a click, by the outcome of their vote. */
const FEEDBACK: Readonly<Record<VoteAnswer['outcome'], string>> = {
  added: 'voteCounted',
  replaced: 'voteReplaced',
  limited: 'voteLimited',
  failed: 'voteFailed',
};

const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';
const ARROW_STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

export interface RatingBlockProps {
  rating: RatingView;
  storageKey: string;
  /** Sends a vote and answers what became of it; absent when nothing counts votes: the rating is only shown. */
  vote?: (value: StarVote) => Promise<VoteAnswer>;
  /**
   * The post's tally as the server counts it now (undefined when it could not be had), asked
   * once hydrated where votes are counted: the page's figures may come from a cache, older
   * than the votes cast since, the reader's own included. The first one given is the one asked.
   */
  tally?: () => Promise<Rating | undefined>;
  /** Told of each click on a star (the tag manager's event, sent only with measurement consent). */
  onRate?: (value: StarVote) => void;
}

/**
 * 'Useful?' stars: hover previews, a click sends the reader's vote; the average and
 * vote count below, the server's tally once hydrated, with the reader's vote in them
 * as soon as it counted.
 */
export const RatingBlock = ({ rating, storageKey, vote, tally, onRate }: RatingBlockProps) => {
  const t = useT();
  const bcp47 = useShell()?.bcp47 ?? 'en';
  const titleId = useId();
  const [own, setOwn] = useState<StarVote | undefined>(undefined);
  const [shownRating, setShownRating] = useState(rating);
  const [feedback, setFeedback] = useState<{ readonly key: string; readonly value: StarVote } | undefined>(undefined);
  const [hover, setHover] = useState<number | undefined>(undefined);
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  /** Whether the reader voted on this page: from then on, the figures are the vote's answer's. */
  const voted = useRef(false);
  // The tally asked once per post (the screen keys this block by it), however often the screen renders with a new function.
  const [askTally] = useState(() => tally);

  // Read after hydration so the server HTML and the first client render agree.
  useEffect(() => setOwn(readVote(storageKey)), [storageKey]);

  // The figures as the server counts them now, in place of the cached page's. A vote sent
  // before the tally arrives wins: its answer moves the figures the page had, and a tally
  // asked before it may or may not hold it (shown, the vote would count twice or not at all).
  // A tally that arrived before the vote is what the vote's answer then moves.
  const voting = vote !== undefined;
  useEffect(() => {
    if (!voting || !askTally || voted.current) return undefined;
    let current = true;
    askTally().then(
      (counted) => {
        if (!current || voted.current || !counted) return;
        setShownRating({ ...counted, averageText: formatAverage(bcp47, counted.average) });
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [voting, askTally, bcp47]);

  const stored = own ?? Math.min(5, Math.max(0, Math.round(shownRating.average)));
  const shown = hover ?? stored;
  const tabStop = focusIndex ?? Math.max(0, (own ?? 1) - 1);

  const rate = (value: StarVote): void => {
    if (!vote) return;
    const before = own;
    voted.current = true;
    // Kept at once, so that a reader who leaves before the answer still finds their stars.
    setOwn(value);
    keepVote(storageKey, value);
    onRate?.(value);
    void vote(value).then((answer) => {
      setFeedback({ key: FEEDBACK[answer.outcome], value });
      if (answer.outcome === 'limited' || answer.outcome === 'failed') {
        // It did not count: the stars say so.
        setOwn(before);
        keepVote(storageKey, before);
        return;
      }
      setShownRating((current) => {
        const next = ratingAfterVote(current, value, answer);
        return { ...next, averageText: formatAverage(bcp47, next.average) };
      });
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const step = ARROW_STEP[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? STARS.length - 1 : step === undefined ? undefined : (index + step + STARS.length) % STARS.length;
    if (next === undefined) return; // Enter and Space click the button
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  // Nothing to ask and nothing to show: no voting here (the server counts no votes) and no votes yet.
  if (!vote && shownRating.votes === 0) return null;

  return (
    <section className="rating" aria-labelledby={titleId}>
      <h2 id={titleId} className="rating__title">
        {t('useful')}
      </h2>
      {vote ? (
        <div className="rating__stars" role="radiogroup" aria-labelledby={titleId} onMouseLeave={() => setHover(undefined)}>
          {STARS.map((value, index) => (
            <button
              key={value}
              ref={(element) => {
                buttons.current[index] = element;
              }}
              type="button"
              // A tap before this part hydrates is kept and replayed once it has (the page's inline script).
              data-tap="rating"
              role="radio"
              aria-checked={own === value}
              aria-label={t('rateStars', { value })}
              tabIndex={index === tabStop ? 0 : -1}
              className="rating__star"
              onMouseEnter={() => setHover(value)}
              onFocus={() => setFocusIndex(index)}
              onClick={() => rate(value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false" className={value <= shown ? 'rating__icon rating__icon--filled' : 'rating__icon'}>
                <path d={STAR_PATH} />
              </svg>
            </button>
          ))}
        </div>
      ) : null}
      {/*
        A new line for new figures rather than the same one rewritten: its height stays, and a centred text
        rewritten without a click would move and count as a layout shift (the tally comes by itself).
      */}
      <p key={`${shownRating.votes} ${shownRating.averageText}`} className="rating__summary">
        {shownRating.votes > 0 ? <span className="rating__average">{shownRating.averageText} </span> : null}
        <span className="rating__votes">{shownRating.votes === 0 ? t('firstVote') : shownRating.votes === 1 ? t('oneVote') : t('totalVotes', { count: shownRating.votes })}</span>
      </p>
      {/* Always in the page, so that screen readers announce what is written into it. */}
      <p className="rating__feedback" role="status">
        {feedback ? t(feedback.key, { value: feedback.value }) : null}
      </p>
    </section>
  );
};
