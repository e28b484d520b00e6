import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../../src/domain/shareLinks.ts';

const url = 'https://news.example/it/a/b/c?x=1';
const encodedUrl = 'https%3A%2F%2Fnews.example%2Fit%2Fa%2Fb%2Fc%3Fx%3D1';
const links = shareLinks({ url, title: 'IA & lavoro' });

describe('share links', () => {
  it('shares to X with the URL and the title as text', () => {
    expect(links.x).toBe(`https://x.com/intent/post?url=${encodedUrl}&text=IA%20%26%20lavoro`);
  });

  it('shares to LinkedIn and Facebook with the URL', () => {
    expect(links.linkedin).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodedUrl}`);
    expect(links.facebook).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodedUrl}`);
  });

  it('shares to WhatsApp with the title, a space and the URL as one text', () => {
    expect(links.whatsapp).toBe(`https://wa.me/?text=IA%20%26%20lavoro%20${encodedUrl}`);
  });

  it('mails the title as subject and a body beginning "Leggi questo articolo: " followed by the URL', () => {
    expect(links.email).toBe(`mailto:?subject=IA%20%26%20lavoro&body=Leggi%20questo%20articolo%3A%20${encodedUrl}`);
  });

  it('mails another body prefix when given one', () => {
    const mail = shareLinks({ url: 'https://n.example/x', title: 'T', emailBodyPrefix: 'Read this: ' }).email;
    expect(mail).toBe('mailto:?subject=T&body=Read%20this%3A%20https%3A%2F%2Fn.example%2Fx');
  });

  it('encodes characters outside ASCII', () => {
    expect(shareLinks({ url: 'https://n.example/x', title: 'Künstliche Intelligenz' }).x).toBe(
      'https://x.com/intent/post?url=https%3A%2F%2Fn.example%2Fx&text=K%C3%BCnstliche%20Intelligenz',
    );
  });

  it('copies the plain URL', () => {
    expect(links.copy).toBe(url);
  });
});
