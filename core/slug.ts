/** The one slug rule: what a page's address may name (a programme, campus, article…), lowercase words and hyphens. */
export const SLUG = /^[a-z0-9][a-z0-9-]{0,199}$/;

export const isSlug = (value: string): boolean => SLUG.test(value);
