import { useEffect, useRef, useState } from 'react';
import type { ShareLinks } from '../../../src/domain/shareLinks.ts';
import { useT } from '../../i18n/useShell.ts';
import { ShareIcon } from './ShareIcon.tsx';

const POPUP_MS = 2000;

const NETWORKS = [
  { key: 'x', name: 'X' },
  { key: 'linkedin', name: 'LinkedIn' },
  { key: 'facebook', name: 'Facebook' },
  { key: 'whatsapp', name: 'WhatsApp' },
] as const;

/** The old way, for browsers without the async clipboard or outside a secure context. */
const copyWithTextarea = (text: string): boolean => {
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
  }
};

const copyText = async (text: string): Promise<boolean> => {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // denied or unavailable: try the fallback
  }
  return copyWithTextarea(text);
};

/** Share links (X, LinkedIn, Facebook, WhatsApp, email) and a copy-link button with a 2 s popup. */
export const ShareRow = ({ share }: { share: ShareLinks; title?: string }) => {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(timer.current);
    };
  }, []);

  const onCopy = async (): Promise<void> => {
    if (!(await copyText(share.copy)) || !mounted.current) return;
    clearTimeout(timer.current);
    setCopied(true);
    timer.current = setTimeout(() => setCopied(false), POPUP_MS);
  };

  return (
    <div className="share-row">
      <ul className="share-row__list">
        {NETWORKS.map(({ key, name }) => (
          <li key={key}>
            <a className={`share-row__link share-row__link--${key}`} href={share[key]} target="_blank" rel="noopener noreferrer" aria-label={t('shareOn', { network: name })}>
              <ShareIcon name={key} />
            </a>
          </li>
        ))}
        <li>
          <a className="share-row__link share-row__link--email" href={share.email} aria-label={t('shareByEmail')}>
            <ShareIcon name="email" />
          </a>
        </li>
        <li className="share-row__copy">
          <button type="button" className="share-row__link share-row__link--copy" aria-label={t('copyLink')} onClick={() => void onCopy()} data-tap="copy-link">
            <ShareIcon name="copy" />
          </button>
          <span role="status" className="share-row__popup">
            {copied ? t('linkCopied') : ''}
          </span>
        </li>
      </ul>
    </div>
  );
};
