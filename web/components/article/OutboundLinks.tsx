import { useId, useState } from 'react';
import type { OutboundLinkView } from '../../../src/use-cases/articleView.ts';
import { useT } from '../../i18n/useShell.ts';

/** The collapsible 'further reading' box; starts expanded; every link opens in a new tab. */
export const OutboundLinks = ({ links }: { links: readonly OutboundLinkView[] }) => {
  const t = useT();
  const [open, setOpen] = useState(true);
  const listId = useId();
  if (links.length === 0) return null;
  return (
    <section className="outbound">
      <h2 className="outbound__heading">
        <button type="button" className="outbound__toggle" aria-expanded={open} aria-controls={listId} onClick={() => setOpen((value) => !value)}>
          <span className="outbound__title">{t('furtherReading')}</span>
          <span className="outbound__count">{links.length}</span>
          <span className="outbound__chevron" aria-hidden="true" />
        </button>
      </h2>
      <ul id={listId} className="outbound__list" hidden={!open}>
        {links.map((link, index) => (
          <li key={`${index}-${link.url}`}>
            <a className="outbound__item" href={link.url} target="_blank" rel="noopener noreferrer">
              {link.image ? (
                <img className="outbound__image" src={link.image} alt="" width={64} height={64} loading="lazy" decoding="async" />
              ) : (
                <span className="outbound__image outbound__image--placeholder" aria-hidden="true">
                  {link.domain.charAt(0).toUpperCase()}
                </span>
              )}
              <span className="outbound__text">
                <span className="outbound__link-title">{link.title}</span>
                {link.description ? <span className="outbound__description">{link.description}</span> : null}
                {link.domain ? <span className="outbound__domain">{link.domain}</span> : null}
                <span className="visually-hidden">{` (${t('opensInNewTab')})`}</span>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
};
