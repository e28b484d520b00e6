// SafeHtml for tests, made the only way there is: by the real sanitizer (default policy).
import { createEditorialHtmlSanitizer } from '../../adapters/wordpress/sanitizeEditorialHtml.ts';
import type { SafeHtml } from '../../src/domain/safeHtml.ts';

const sanitize = createEditorialHtmlSanitizer();

export const safeHtml = (html: string): SafeHtml => sanitize(html);
