// The nested parts of a post, translated: category references with their names
// as text, outbound links and inline media items in camelCase, their titles as
// text (entities decoded once), their URLs usable.
import type { CategoryRef, InlineMediaItem, OutboundLink } from '../../../src/domain/content.ts';
import { stripHtml } from '../../../src/domain/postDisplay.ts';
import { siteOrHttpUrl } from '../../../src/domain/siteOrHttpUrl.ts';
import { titleText } from '../../../src/domain/titleText.ts';
import type { WireCategoryRef, WireInlineMediaItem, WireOutboundLink } from '../codecs/postParts.ts';
import { compact } from './compact.ts';

/** docs/product.md#post-display: a category's label is its name with the HTML stripped. */
export const toCategoryRef = (ref: WireCategoryRef): CategoryRef | undefined => ref && { slug: ref.slug, name: stripHtml(ref.name ?? '') };

/** The url was checked by the codec (a link without a usable one was dropped); the image falls back to the placeholder. */
export const toOutboundLink = (link: WireOutboundLink): OutboundLink =>
  compact({ title: titleText(link.title) || link.url, url: link.url, domain: link.domain, image: siteOrHttpUrl(link.image), description: link.description });

export const toInlineMediaItem = (item: WireInlineMediaItem): InlineMediaItem =>
  compact({
    slotId: item.slot_id,
    kind: item.kind,
    // Without a usable asset the item shows nothing; without a usable page, no source link.
    assetUrl: siteOrHttpUrl(item.asset_url),
    // Without a usable poster, the player shows its own placeholder (web/components/article/InlineMedia.tsx).
    posterUrl: siteOrHttpUrl(item.poster_url),
    width: item.width,
    height: item.height,
    altText: item.alt_text,
    caption: item.caption,
    pageUrl: siteOrHttpUrl(item.page_url),
    registrableDomain: item.registrable_domain,
    sourceTitle: titleText(item.source_title) || undefined,
    licenseLabel: item.license_label,
    priority: item.priority,
  });
