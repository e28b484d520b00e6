import type { RatingView } from '../../../src/use-cases/sharedViews.ts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../i18n/useShell.ts';

export type StarValue = 1 | 2 | 3 | 4 | 5;
const STARS: readonly StarValue[] = [1, 2, 3, 4, 5];

const isStar = (value: number): value is StarValue => Number.isInteger(value) && value >= 1 && value <= 5;

const readVote = (key: string): StarValue | undefined => {
  try {
    const stored = Number(localStorage.getItem(key));
    return isStar(stored) ? stored : undefined;
  } catch {
    return undefined; // storage blocked
  }
};

const saveVote = (key: string, value: StarValue): void => {
  try {
    localStorage.setItem(key, String(value));
  } catch {
    // storage blocked: the vote still goes to onRate
  }
};


const STAR_PATH = 'M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.49l-5.87 3.09 1.12-6.54L2.5 9.41l6.56-.95z';
const ARROW_STEP: Readonly<Record<string, number>> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1 };

export interface RatingBlockProps {
  rating: RatingView;
  storageKey: string;
  onRate?: (value: StarValue) => void;
}

/** 'Useful?' stars: hover previews, a click stores the reader's vote; the average and vote count below. */
export const RatingBlock = ({ rating, storageKey, onRate }: RatingBlockProps) => {
  const t = useT();
  const titleId = useId();
  const [own, setOwn] = useState<StarValue | undefined>(undefined);
  const [hover, setHover] = useState<number | undefined>(undefined);
  const [focusIndex, setFocusIndex] = useState<number | undefined>(undefined);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  // Read after hydration so the server HTML and the first client render agree.
  useEffect(() => setOwn(readVote(storageKey)), [storageKey]);

  const stored = own ?? Math.min(5, Math.max(0, Math.round(rating.average)));
  const shown = hover ?? stored;
  const tabStop = focusIndex ?? Math.max(0, (own ?? 1) - 1);

  const rate = (value: StarValue): void => {
    setOwn(value);
    saveVote(storageKey, value);
    onRate?.(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number): void => {
    const step = ARROW_STEP[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? STARS.length - 1 : step === undefined ? undefined : (index + step + STARS.length) % STARS.length;
    if (next === undefined) return; // Enter and Space click the button
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <section className="rating" aria-labelledby={titleId}>
      <h2 id={titleId} className="rating__title">
        {t('useful')}
      </h2>
      <div className="rating__stars" role="radiogroup" aria-labelledby={titleId} onMouseLeave={() => setHover(undefined)}>
        {STARS.map((value, index) => (
          <button
            key={value}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
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
      <p className="rating__summary">
        <span className="rating__average">{rating.averageText}</span>{' '}
        <span className="rating__votes">{rating.votes > 0 ? t('totalVotes', { count: rating.votes }) : t('firstVote')}</span>
      </p>
    </section>
  );
};
