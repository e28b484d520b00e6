import type { PagingView } from '../../../src/domain/paging.ts';
import { useT } from '../../i18n/useShell.ts';

/** Previous and next arrows, up to 5 page numbers, ellipsis markers (spec: "Paging widget"). */
export const Paging = ({ paging }: { paging: PagingView | undefined }) => {
  const t = useT();
  if (!paging) return null;
  const arrow = (target: PagingView['prev'], label: string, glyph: string, rel: 'prev' | 'next') =>
    target.disabled ? (
      <span className="paging__arrow paging__arrow--disabled">
        <span aria-hidden="true">{glyph}</span>
        <span className="visually-hidden">{label}</span>
      </span>
    ) : (
      <a className="paging__arrow" href={target.href} rel={rel} aria-label={label}>{glyph}</a>
    );
  return (
    <nav className="paging" aria-label={t('pagination')}>
      {arrow(paging.prev, t('previousPage'), '‹', 'prev')}
      <ol className="paging__pages">
        {paging.links.map((link) =>
          link.kind === 'ellipsis' ? (
            <li key={link.key} className="paging__ellipsis" aria-hidden="true">…</li>
          ) : (
            <li key={link.page}>
              {link.current ? (
                <span className="paging__page paging__page--current" aria-current="page">{link.page}</span>
              ) : (
                <a className="paging__page" href={link.href} aria-label={t('pageNumber', { page: link.page })}>{link.page}</a>
              )}
            </li>
          ),
        )}
      </ol>
      {arrow(paging.next, t('nextPage'), '›', 'next')}
    </nav>
  );
};
