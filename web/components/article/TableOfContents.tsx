import { useId, type MouseEvent } from 'react';
import type { TocEntry } from '../../../src/domain/articleBody.ts';
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

/** One level of the outline: an ordered list whose items hold the list of what is under them (toc.css numbers them 1, 1.1…). */
const TocList = ({ entries, nested = false }: { entries: readonly TocEntry[]; nested?: boolean }) => (
  <ol className={nested ? 'toc__list toc__list--nested' : 'toc__list'}>
    {entries.map((entry) => (
      <li key={entry.slug}>
        <a className="toc__link" href={`#${entry.slug}`} onClick={(event) => scrollToHeading(event, entry.slug)}>
          {entry.name}
        </a>
        {entry.children ? <TocList entries={entry.children} nested /> : null}
      </li>
    ))}
  </ol>
);

export const TableOfContents = ({ items }: { items: readonly TocEntry[] }) => {
  const t = useT();
  const titleId = useId();
  if (items.length === 0) return null;
  return (
    <nav className="toc" aria-labelledby={titleId}>
      <h2 id={titleId} className="toc__title">
        {t('tocTitle')}
      </h2>
      <TocList entries={items} />
    </nav>
  );
};
