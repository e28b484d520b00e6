import { Suspense } from 'react';
import type { MenuCategory } from '../../src/use-cases/sharedViews.ts';
import { isCurrentSection, type ReaderPlace } from '../../src/domain/currentSection.ts';
import { FIRST_ROW_TIER_REM as FIRST_TIER, type SectionsInRow } from '../../src/domain/sectionsInRow.ts';
import type { Translate } from '../i18n/useShell.ts';
import { MoreSections } from './deferred.ts';

/** The media query (web/styles/header.css) from which a section sits in the row; 'none': never, it stays under More. */
const rowFromAttribute = (from: number | null): string | undefined => (from === FIRST_TIER ? undefined : String(from ?? 'none'));

/**
 * The header's sections. On wide screens a row of at most two lines, the first sections in
 * WordPress's order, and More with the rest; which ones, at each width, src/domain/sectionsInRow.ts
 * decides on the server (the shell's `categoryRow`) and the stylesheet shows (each section is in the
 * markup twice, in the row and under More, and at any width one of the two is `display: none`). On
 * phones, the menu panel with every section.
 */
export const CategoryNav = ({ categories, row, place, open, t }: { categories: readonly MenuCategory[]; row: SectionsInRow; place: ReaderPlace; open: boolean; t: Translate }) => {
  const { rowFrom, moreUntil } = row;
  const link = (c: MenuCategory) => (
    <a href={c.href} aria-current={isCurrentSection(c.href, place) ? 'page' : undefined}>{c.name}</a>
  );
  return (
    <nav id="header-menu" aria-label={t('categoriesLabel')} className={`category-nav${open ? ' is-open' : ''}`}>
      <ul className="category-nav__row">
        {categories.map((c, i) => (
          <li key={c.slug} className="category-nav__item" data-row-from={rowFromAttribute(rowFrom[i] ?? null)}>
            {link(c)}
          </li>
        ))}
        {moreUntil === FIRST_TIER ? null : (
          <li className="category-nav__more" data-until={moreUntil ?? undefined}>
            <Suspense>
              <MoreSections label={t('moreSections')}>
                {categories.flatMap((c, i) =>
                  rowFrom[i] === FIRST_TIER ? [] : [<li key={c.slug} className="category-more__item" data-row-from={rowFromAttribute(rowFrom[i] ?? null)}>{link(c)}</li>],
                )}
              </MoreSections>
            </Suspense>
          </li>
        )}
      </ul>
    </nav>
  );
};
