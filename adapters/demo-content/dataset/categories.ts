// The shape of the category tree, the same in every language: six sections with
// three subcategories each. Names, slugs and descriptions are per language
// (siteTexts/*.ts); ids differ per language as WordPress (WPML) gives each
// translation its own term.

export const CATEGORY_TREE = [
  { key: 'models', children: ['llm', 'vision', 'generative'] },
  { key: 'research', children: ['papers', 'benchmarks', 'opensource'] },
  { key: 'industry', children: ['startups', 'bigtech', 'chips'] },
  { key: 'policy', children: ['laws', 'privacy', 'ethics'] },
  { key: 'robotics', children: ['humanoids', 'industrial', 'vehicles'] },
  { key: 'society', children: ['work', 'education', 'health'] },
] as const;

export type ParentKey = (typeof CATEGORY_TREE)[number]['key'];
export type SubKey = (typeof CATEGORY_TREE)[number]['children'][number];
export type CategoryKey = ParentKey | SubKey;

/** Every post names a parent, and a subcategory unless it sits directly in the section. */
export interface Placement {
  readonly parent: ParentKey;
  readonly sub?: SubKey;
}

/** Term ids look like a WordPress install's: one block of a hundred per language. */
export const categoryId = (langIndex: number, parentIndex: number, childIndex?: number): number =>
  100 * (langIndex + 1) + 10 * (parentIndex + 1) + (childIndex === undefined ? 0 : childIndex + 1);

