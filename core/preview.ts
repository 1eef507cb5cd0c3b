/** Editors' preview: the site addresses that turn it on (Strapi's Preview button) and off (the banner's link). */

export const PREVIEW_PATH = "/__cms/preview";
const PREVIEW_EXIT_PATH = `${PREVIEW_PATH}/exit`;

/** The link that leaves preview and comes back to the same page, now as visitors see it. */
export const previewExitHref = (path: string) => `${PREVIEW_EXIT_PATH}?url=${encodeURIComponent(path)}`;
