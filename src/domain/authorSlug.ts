// What an author's slug may be (docs/content-api-contract.md, authors): WordPress's
// user_nicename, which sanitize_title keeps to ASCII letters, digits, hyphens and
// underscores. The slug is the last segment of the author page's address and part
// of a purge tag, so anything else (spaces, slashes, percent signs, another
// script) is refused at the boundary: the post then has no author, and an author
// page asked for by such a slug is a 404 without a call to WordPress.

const URL_SAFE_SLUG = /^[a-z0-9](?:[a-z0-9_-]{0,98}[a-z0-9])?$/i;

export const isAuthorSlug = (slug: string): boolean => URL_SAFE_SLUG.test(slug);
