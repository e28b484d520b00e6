import type { Breadcrumb } from '../../src/use-cases/sharedViews.ts';
import { useT } from '../i18n/useShell.ts';

/** Trail of links; the last item is the current page and is not a link. */
export const Breadcrumbs = ({ items }: { items: readonly Breadcrumb[] }) => {
  const t = useT();
  if (items.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs')}>
      <ol className="breadcrumbs__list">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.name}`} className="breadcrumbs__item">
              {last ? (
                <span className="breadcrumbs__current" aria-current="page">
                  {item.name}
                </span>
              ) : item.href ? (
                <a className="breadcrumbs__link" href={item.href}>
                  {item.name}
                </a>
              ) : (
                <span className="breadcrumbs__text">{item.name}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
};
