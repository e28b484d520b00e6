// The article's share row (spec: X, LinkedIn, Facebook, WhatsApp, email, copy link).

export interface ShareLinks {
  readonly x: string;
  readonly linkedin: string;
  readonly facebook: string;
  readonly whatsapp: string;
  readonly email: string;
  readonly copy: string;
}

const DEFAULT_EMAIL_BODY_PREFIX = 'Leggi questo articolo: ';

export const shareLinks = ({ url, title, emailBodyPrefix = DEFAULT_EMAIL_BODY_PREFIX }: { url: string; title: string; emailBodyPrefix?: string }): ShareLinks => {
  const u = encodeURIComponent(url);
  return {
    x: `https://x.com/intent/post?url=${u}&text=${encodeURIComponent(title)}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    whatsapp: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`,
    email: `mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(`${emailBodyPrefix}${url}`)}`,
    copy: url,
  };
};
