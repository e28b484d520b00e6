// Turns an article's text blocks into the HTML WordPress would store: a summary
// paragraph, h2/h3 sections whose ids are the table of contents, and media
// placeholders in both spellings the site must handle (a span with
// data-media-slot, and an HTML comment MEDIA:slot), and in a few articles an
// embedded video (embeddedVideos.ts) closing the first section.
import { escapeHtml, slugify } from '../textFolding.ts';
import type { SectionText } from './textTypes.ts';

export interface TocEntry {
  readonly slug: string;
  readonly name: string;
}

export interface ArticleLayout {
  readonly summary: string;
  /** The topic's sections in order, the closing section last. */
  readonly sections: readonly SectionText[];
  /** Adds a third placeholder before the closing section (filled by a video). */
  readonly withVideoSlot: boolean;
  /** An embed's HTML as WordPress renders it, at the end of the first section. */
  readonly embedHtml?: string;
}

export interface RenderedArticle {
  readonly html: string;
  readonly toc: readonly TocEntry[];
  /** Slot ids in the order their placeholders appear. */
  readonly slots: readonly string[];
}

const rendersSlot = {
  span: (slot: string): string => `<span data-media-slot="${slot}"></span>`,
  comment: (slot: string): string => `<!-- MEDIA:${slot} -->`,
};

export const renderArticleHtml = ({ summary, sections, withVideoSlot, embedHtml }: ArticleLayout): RenderedArticle => {
  const toc: TocEntry[] = [];
  const slots: string[] = [];
  const used = new Set<string>();
  const anchor = (heading: string): string => {
    const base = slugify(heading) || 'section';
    let id = base;
    for (let k = 2; used.has(id); k += 1) id = `${base}-${k}`;
    used.add(id);
    toc.push({ slug: id, name: heading });
    return id;
  };
  const placeholder = (slot: string, form: 'span' | 'comment'): string => {
    slots.push(slot);
    return rendersSlot[form](slot);
  };

  const parts: string[] = [`<p class="summary">${escapeHtml(summary)}</p>`];
  sections.forEach((section, i) => {
    parts.push(`<h2 id="${anchor(section.heading)}">${escapeHtml(section.heading)}</h2>`);
    section.paragraphs.forEach((paragraph, j) => {
      parts.push(`<p>${escapeHtml(paragraph)}</p>`);
      // The first image sits inside the first screenful, so it is the priority slot.
      if (i === 0 && j === 0) parts.push(placeholder('slot-1', 'span'));
    });
    if (section.list) parts.push(`<ul>\n${section.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>`);
    if (section.quote) {
      parts.push(`<blockquote><p>${escapeHtml(section.quote.text)}</p><cite>${escapeHtml(section.quote.source)}</cite></blockquote>`);
    }
    if (section.subsection) {
      parts.push(`<h3 id="${anchor(section.subsection.heading)}">${escapeHtml(section.subsection.heading)}</h3>`);
      for (const paragraph of section.subsection.paragraphs) parts.push(`<p>${escapeHtml(paragraph)}</p>`);
    }
    if (i === 0 && embedHtml !== undefined) parts.push(embedHtml);
    if (i === 1) parts.push(placeholder('slot-2', 'comment'));
    if (withVideoSlot && i === sections.length - 2) parts.push(placeholder('slot-3', 'span'));
  });
  return { html: parts.join('\n'), toc, slots };
};
