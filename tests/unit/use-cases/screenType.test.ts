import { describe, expect, it } from 'vitest';
import type { Category } from '../../../src/domain/content.ts';
import type { ScreenName } from '../../../src/domain/screenRoutes.ts';
import { loadScreen } from '../../../src/use-cases/loadScreen.ts';
import { screenTypeOf } from '../../../src/use-cases/screenType.ts';
import { aPost, posts } from '../../builders/post.ts';
import { screenPorts } from '../../builders/ports.ts';
import { safeHtml } from '../../builders/safeHtml.ts';

const robotics: Category = { slug: 'robotica', name: 'Robotica', description: '', children: [{ slug: 'umanoidi', name: 'Umanoidi', description: '', children: [] }] };
const data = {
  categories: [robotics],
  pages: [{ slug: 'chi-siamo', title: 'Chi siamo', content: safeHtml('<p>Noi.</p>'), translations: [] }],
  posts: [aPost({ slug: 'robot-news', category: { slug: 'robotica', name: 'Robotica' }, subcategory: { slug: 'umanoidi', name: 'Umanoidi' } }), ...posts(25)],
};

const typeOf = async (screen: ScreenName, params: Record<string, string>, query: Record<string, string> = {}) => screenTypeOf(await loadScreen(screenPorts(data).deps)({ screen, params, query })());

describe('the screen type field measurements are grouped by', () => {
  it('names each screen a reader can land on; a subcategory is a category listing', async () => {
    expect(await typeOf('home', { lang: 'it' })).toBe('home');
    expect(await typeOf('slug', { lang: 'it', slug: 'ultimi-articoli' })).toBe('latest');
    expect(await typeOf('slug', { lang: 'it', slug: 'robotica' })).toBe('category');
    expect(await typeOf('subcategory', { lang: 'it', category: 'robotica', sub: 'umanoidi' })).toBe('category');
    expect(await typeOf('search', { lang: 'it' }, { q: 'post' })).toBe('search');
    expect(await typeOf('slug', { lang: 'it', slug: 'chi-siamo' })).toBe('static');
    expect(await typeOf('article', { lang: 'it', category: 'robotica', sub: 'umanoidi', slug: 'robot-news' })).toBe('article');
  });

  it('names the screens that are no page by what went wrong', async () => {
    expect(await typeOf('articleBySlug', { lang: 'it', slug: 'nessuno' })).toBe('not-found');
    expect(screenTypeOf({ kind: 'unavailable', lang: 'it' })).toBe('unavailable');
    expect(screenTypeOf({ kind: 'forbidden', lang: 'it' })).toBe('forbidden');
  });

  it('has none for the frame around screens or a redirect', async () => {
    expect(await typeOf('shell', { lang: 'it' })).toBeUndefined();
    expect(screenTypeOf({ kind: 'redirect', to: '/it', permanent: false })).toBeUndefined();
  });
});
