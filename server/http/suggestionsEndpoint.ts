// GET /_api/suggestions?lang=it&s=… — the header autocomplete in the hydrated browser.
import type { Request, Response } from 'express';
import { parseLang } from '../../src/domain/language.ts';
import { loadSuggestions } from '../../src/use-cases/loadSuggestions.ts';
import type { ScreenPorts } from '../../src/use-cases/screenPorts.ts';


export const createSuggestionsEndpoint = (ports: ScreenPorts) => {
  const suggest = loadSuggestions(ports);
  return async (req: Request, res: Response): Promise<void> => {
    const s = typeof req.query['s'] === 'string' ? req.query['s'] : '';
    const suggestions = await suggest(parseLang(req.query['lang']), s)();
    res.set('Cache-Control', 'public, max-age=300').json(suggestions);
  };
};
