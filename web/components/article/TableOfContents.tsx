import { useId, type MouseEvent } from 'react';
import type { TocItem } from '../../../src/domain/articleBody.ts';
import { useT } from '../../i18n/useShell.ts';

/** Smooth-scrolls to the heading and records its hash; plain anchors do the job without JS. */
const scrollToHeading = (event: MouseEvent<HTMLAnchorElement>, slug: string): void => {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(slug);
  if (!target) return;
  event.preventDefault();
  const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ?? false;
  target.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth' });
  // Keep the router's entry state: only the hash changes.
  history.replaceState(history.state, '', `#${slug}`);
};

export const TableOfContents = ({ items }: { items: readonly TocItem[] }) => {
  const t = useT();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="toc__title">
        {t('tocTitle')}
      </h2>
      <ol className="toc__list">
        {items.map((item) => (
          <li key={item.slug}>
            <a className="toc__link" href={`#${item.slug}`} onClick={(event) => scrollToHeading(event, item.slug)}>
              {item.name}
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
};
