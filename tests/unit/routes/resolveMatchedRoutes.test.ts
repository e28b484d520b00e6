import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import { createRoutes } from '../../../web/routes/createRoutes.tsx';
import { resolveMatchedRoutes } from '../../../web/routes/resolveMatchedRoutes.ts';

const routes = createRoutes({ load: () => Promise.reject(new Error('not called')), Layout: () => null });
const byId = (id: string, from: readonly RouteObject[] = routes): RouteObject | undefined =>
  from.reduce<RouteObject | undefined>((found, route) => found ?? (route.id === id ? route : byId(id, route.children ?? [])), undefined);

describe('the routes a hydrating page resolves before the router starts', () => {
  it("gives the matched screen route its component, ready, and leaves the other screens' code unloaded", async () => {
    expect(typeof byId('article')?.lazy).toBe('function');
    await resolveMatchedRoutes(routes, '/en/research/papers/a-post');
    const article = byId('article');
    expect(article?.lazy).toBeUndefined();
    expect(typeof article?.Component).toBe('function');
    expect(typeof byId('home')?.lazy).toBe('function');
    expect(byId('home')?.Component).toBeUndefined();
  });

  it('leaves a path no screen takes as it is: the not-found screen is in the entry', async () => {
    const before = byId('not-found')?.Component;
    await resolveMatchedRoutes(routes, '/en/a/b/c/d');
    expect(byId('not-found')?.Component).toBe(before);
    expect(typeof byId('subcategory')?.lazy).toBe('function');
  });
});
