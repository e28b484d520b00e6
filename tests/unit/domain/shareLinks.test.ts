import { describe, expect, it } from 'vitest';
import { shareLinks } from '../../../src/domain/shareLinks.ts';

const links = shareLinks({ url: 'https://news.example/it/a/b/c?x=1', title: 'IA & lavoro' });

describe('share links', () => {
  it('carries the page URL and title to X, LinkedIn, Facebook and WhatsApp', () => {
    expect(links.x).toBe('https://x.com/intent/post?url=https%3A%2F%2Fnews.example%2Fit%2Fa%2Fb%2Fc%3Fx%3D1&text=IA%20%26%20lavoro');
    expect(links.linkedin).toBe('https://www.linkedin.com/sharing/share-offsite/?url=https%3A%2F%2Fnews.example%2Fit%2Fa%2Fb%2Fc%3Fx%3D1');
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fnews.example%2Fit%2Fa%2Fb%2Fc%3Fx%3D1');
    expect(links.whatsapp).toBe('https://wa.me/?text=IA%20%26%20lavoro%20https%3A%2F%2Fnews.example%2Fit%2Fa%2Fb%2Fc%3Fx%3D1');
  });

  it('mails the title as subject and a body beginning "Leggi questo articolo: " followed by the URL', () => {
    const mail = new URL(links.email);
    expect(mail.protocol).toBe('mailto:');
    expect(mail.searchParams.get('subject')).toBe('IA & lavoro');
    expect(mail.searchParams.get('body')).toBe('Leggi questo articolo: https://news.example/it/a/b/c?x=1');
  });

  it('copies the plain URL', () => {
    expect(links.copy).toBe('https://news.example/it/a/b/c?x=1');
  });
});
