import { expect, test } from '@playwright/test';
import { recordConsoleProblems } from './consoleErrors.ts';

// Every screen type, loaded in real Chromium at a phone and a desktop width in two
// languages: the right heading, the right status, and hydration without a warning.
const screens = {
  it: [
    { path: '/it', status: 200, h1: 'Newsdesk' },
    { path: '/it/ultimi-articoli?page=2', status: 200, h1: 'Ultimi articoli - Pag 2' },
    { path: '/it/robotica', status: 200, h1: 'Robotica' },
    { path: '/it/robotica/robot-umanoidi', status: 200, h1: 'Robot umanoidi' },
    { path: '/it/search?q=modelli', status: 200, h1: 'Risultati per «modelli»' },
    { path: '/it/chi-siamo', status: 200, h1: /.+/ },
    { path: '/it/article/questo-articolo-non-esiste', status: 404, h1: 'Pagina non trovata' },
  ],
  en: [
    { path: '/en', status: 200, h1: 'Newsdesk' },
    { path: '/en/latest-posts', status: 200, h1: 'Latest posts' },
    { path: '/en/robotics', status: 200, h1: 'Robotics' },
    { path: '/en/robotics/humanoid-robots', status: 200, h1: 'Humanoid robots' },
    { path: '/en/search?q=models&qdata=year', status: 200, h1: 'Results for “models”' },
    { path: '/en/terms-and-conditions', status: 200, h1: /.+/ },
    { path: '/en/no/such/page/here', status: 404, h1: 'Page not found' },
  ],
} as const;

for (const viewport of [{ name: 'phone', width: 375, height: 800 }, { name: 'desktop', width: 1280, height: 900 }] as const) {
  for (const [lang, list] of Object.entries(screens)) {
    test(`every screen type renders and hydrates cleanly (${lang}, ${viewport.name})`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const problems = recordConsoleProblems(page);
      for (const screen of list) {
        const response = await page.goto(screen.path);
        expect(response?.status(), screen.path).toBe(screen.status);
        await expect(page.getByRole('heading', { level: 1 }), screen.path).toHaveText(screen.h1);
        await expect(page.locator('h1'), `${screen.path}: one h1`).toHaveCount(1);
        await page.waitForLoadState('networkidle');
      }
      // A 404 document logs its own status line in Chromium; anything else is a problem.
      expect(problems.filter((p) => !p.includes('404 (Not Found)'))).toEqual([]);
    });
  }
}
