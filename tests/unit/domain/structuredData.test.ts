import { describe, expect, it } from 'vitest';
import { breadcrumbList, newsArticle, organization, profilePage, webSite } from '../../../src/domain/structuredData.ts';

const site = { siteOrigin: 'https://news.example', brand: 'Newsdesk' };
const article = {
  url: 'https://news.example/it/a/b/c', headline: 'Titolo', description: 'Descrizione', image: { url: 'https://news.example/c-1200x673.jpg', width: 1200, height: 673 },
  datePublished: '2026-11-20T10:00:00Z', bcp47: 'it-IT', section: 'Robotica', views: 42, rating: { average: 4.5, votes: 10 },
};

describe('structured data', () => {
  it('describes the organization with a logo and, as sameAs, the social profiles it configured', () => {
    const profiles = [{ name: 'X', href: 'https://x.com/ournews' }, { name: 'Mastodon', href: 'https://social.example/@news' }];
    expect(organization(site, profiles)).toEqual({
      '@context': 'https://schema.org', '@type': 'Organization', name: 'Newsdesk', url: 'https://news.example',
      logo: { '@type': 'ImageObject', url: 'https://news.example/favicon.svg' },
      sameAs: ['https://x.com/ournews', 'https://social.example/@news'],
    });
  });

  it('has no sameAs when the newsroom configured no social profile, rather than accounts of someone else', () => {
    expect(organization(site)).not.toHaveProperty('sameAs');
    expect(organization(site, [])).not.toHaveProperty('sameAs');
    expect(organization(site, [])).toMatchObject({ '@type': 'Organization', name: 'Newsdesk', url: 'https://news.example' });
  });

  it('offers the site search as a SearchAction on the language search screen', () => {
    expect(webSite(site, 'en', 'en-US')).toMatchObject({
      '@type': 'WebSite', url: 'https://news.example/en', inLanguage: 'en-US',
      potentialAction: { '@type': 'SearchAction', target: { urlTemplate: 'https://news.example/en/search?q={search_term_string}' }, 'query-input': 'required name=search_term_string' },
    });
  });

  it('numbers breadcrumbs from 1 with absolute items', () => {
    expect(breadcrumbList(site, [{ name: 'Home', path: '/it' }, { name: 'Titolo' }])).toEqual({
      '@context': 'https://schema.org', '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Home', item: 'https://news.example/it' }, { '@type': 'ListItem', position: 2, name: 'Titolo' }],
    });
  });

  it('gives a news article its headline, image with its pixel size, dates, author, publisher, language and read count', () => {
    expect(newsArticle(site, article)).toMatchObject({
      '@type': 'NewsArticle', headline: 'Titolo',
      image: [{ '@type': 'ImageObject', url: 'https://news.example/c-1200x673.jpg', width: 1200, height: 673 }], datePublished: '2026-11-20T10:00:00Z', dateModified: '2026-11-20T10:00:00Z',
      author: { '@type': 'Organization', name: 'Newsdesk' }, publisher: { '@type': 'Organization', logo: { url: 'https://news.example/favicon.svg' } }, inLanguage: 'it-IT',
      interactionStatistic: { '@type': 'InteractionCounter', interactionType: 'https://schema.org/ReadAction', userInteractionCount: 42 },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, ratingCount: 10, bestRating: 5, worstRating: 1 },
    });
  });

  it('names the journalist as a Person with their page, the newsroom staying the publisher', () => {
    const giulia = { slug: 'giulia-ferri', name: 'Giulia Ferri', description: 'Segue la ricerca.', avatar: '/media/giulia.jpg' };
    const signed = newsArticle(site, { ...article, author: { ...giulia, url: 'https://news.example/it/author/giulia-ferri' } });
    expect(signed).toMatchObject({ publisher: { '@type': 'Organization', name: 'Newsdesk' } });
    // The byline's Person is who and where: the biography and picture are for their page.
    expect((signed as { author: object }).author).toEqual({ '@type': 'Person', name: 'Giulia Ferri', url: 'https://news.example/it/author/giulia-ferri' });
    expect(newsArticle(site, article)).toMatchObject({ author: { '@type': 'Organization', name: 'Newsdesk', url: 'https://news.example' } });
  });

  it("describes an author's page as a ProfilePage about a Person, with the picture and biography only when given", () => {
    const person = { slug: 'giulia-ferri', name: 'Giulia Ferri', url: 'https://news.example/it/author/giulia-ferri', description: 'Segue la ricerca.', image: 'https://news.example/media/giulia.jpg' };
    expect(profilePage(person, 'it-IT')).toEqual({
      '@context': 'https://schema.org', '@type': 'ProfilePage', url: 'https://news.example/it/author/giulia-ferri', inLanguage: 'it-IT',
      mainEntity: { '@type': 'Person', name: 'Giulia Ferri', url: 'https://news.example/it/author/giulia-ferri', description: 'Segue la ricerca.', image: 'https://news.example/media/giulia.jpg' },
    });
    expect((profilePage({ slug: 'marco', name: 'Marco', url: 'https://news.example/it/author/marco', description: '' }, 'it-IT') as { mainEntity: object }).mainEntity).toEqual({
      '@type': 'Person', name: 'Marco', url: 'https://news.example/it/author/marco',
    });
  });

  it('links a translation to its original, and an original (or a cluster without one) to its translations', () => {
    const en = { url: 'https://news.example/en/a', bcp47: 'en-US' };
    const fr = { url: 'https://news.example/fr/b', bcp47: 'fr-FR' };
    const translation = newsArticle(site, { ...article, translations: { original: en, others: [en, fr] } });
    expect(translation).toMatchObject({ translationOfWork: { '@type': 'NewsArticle', '@id': en.url, url: en.url, inLanguage: 'en-US' } });
    expect(translation).not.toHaveProperty('workTranslation');
    const original = newsArticle(site, { ...article, translations: { others: [en, fr] } });
    expect(original).toMatchObject({ workTranslation: [{ '@id': en.url, inLanguage: 'en-US' }, { '@id': fr.url, inLanguage: 'fr-FR' }] });
    expect(original).not.toHaveProperty('translationOfWork');
    expect(newsArticle(site, { ...article, translations: { others: [] } })).not.toHaveProperty('workTranslation');
  });

  it('adds an aggregate rating only when the average is above 0', () => {
    expect(newsArticle(site, { ...article, rating: { average: 0, votes: 0 } })).not.toHaveProperty('aggregateRating');
  });
});
