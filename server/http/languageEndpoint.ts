// GET /_api/language?to=/en/… — the language select without JavaScript: its form
// is sent here and the reader sent on (303) to the page they chose. Only a path of
// this site is followed (src/domain/translations.ts); anything else leads home.
import type { Request, Response } from 'express';
import { languageDestination } from '../../src/domain/translations.ts';

export const languageEndpoint = (req: Request, res: Response): void => {
  // The same choice always leads to the same page: a shared cache may keep the answer.
  res.set('Cache-Control', 'public, max-age=3600').redirect(303, languageDestination(req.query['to']));
};
