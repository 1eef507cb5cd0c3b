/** Where an entry is shown on the site: the page the editors' preview opens, by content type. */
import { createHmac, randomBytes } from 'node:crypto';
import SITE_ROUTES from './site-routes.json';

type Entry = Record<string, unknown>;

interface PreviewPage {
  /** What the path is made of, read from the entry. */
  fields: string[];
  /** Null when the entry lacks what its page needs (no slug yet). */
  path: (entry: Entry) => string | null;
}

const segment = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? encodeURIComponent(value) : null);

/** A site route's address, its parameters filled in; null when one is missing. The patterns are the site's own (site-routes.json). */
function fill(route: keyof typeof SITE_ROUTES, params: Record<string, string | null>): string | null {
  let complete = true;
  const path = SITE_ROUTES[route].replace(/:([a-z]+)/g, (_, key: string) => {
    const value = params[key];
    if (!value) complete = false;
    return value ?? '';
  });
  return complete ? path : null;
}

/** A page of a route whose one parameter is the entry's slug. */
function bySlug(route: keyof typeof SITE_ROUTES): PreviewPage {
  return { fields: ['slug'], path: (entry) => fill(route, { slug: segment(entry.slug) }) };
}

/** As the site routes articles: the rubrique's own page at /{rubrique}, the others at /{rubrique}/{slug}. */
function articlePath(entry: Entry): string | null {
  const rubrique = segment(entry.rubrique);
  const slug = segment(entry.slug);
  if (!rubrique || !slug) return null;
  return slug === rubrique ? fill('rubrique', { rubrique }) : fill('rubrique-article', { rubrique, slug });
}

/** The types that have a page of their own; any other type gets no preview button. */
const PAGES: Record<string, PreviewPage> = {
  // news and blog posts share one collection: `kind` says which list (and path) a post belongs to
  'api::ecole-new.ecole-new': { fields: ['slug', 'kind'], path: (entry) => fill(entry.kind === 'blog' ? 'blog-post' : 'news', { slug: segment(entry.slug) }) },
  'api::event.event': bySlug('event'),
  'api::formation.formation': bySlug('formation'),
  'api::campus.campus': bySlug('campus'),
  'api::fiche-metier.fiche-metier': bySlug('fiche-metier'),
  'api::ecole-article.ecole-article': { fields: ['slug', 'rubrique'], path: articlePath },
};

/** The fields to read for a type's preview, or null when the type has no page. */
export function previewFields(uid: string): string[] | null {
  return Object.hasOwn(PAGES, uid) ? PAGES[uid].fields : null;
}

/** The site path of an entry; English entries live under /en. */
export function sitePath(uid: string, entry: Entry, locale: string | null | undefined): string | null {
  const path = Object.hasOwn(PAGES, uid) ? PAGES[uid].path(entry) : null;
  if (!path) return null;
  return locale === 'en' ? `/en${path}` : path;
}

/** How long a link opens a preview: the admin asks for a new one each time its preview pane opens. */
export const PREVIEW_LINK_LIFETIME_S = 600;

/**
 * The site's preview route for `path`: an expiry, a random nonce and the HMAC-SHA-256 of
 * "ecole-preview-link:<expiry>:<nonce>:<path>" with the shared secret, which the site checks
 * (worker/middleware/preview/link.ts) before it turns preview on and opens the page, once: it records the nonce.
 * The secret itself never goes into the address, which logs and histories keep.
 */
export function previewUrl(siteUrl: string, secret: string, path: string, nowMs = Date.now(), nonce = randomBytes(16).toString('base64url')): string {
  const expires = Math.floor(nowMs / 1000) + PREVIEW_LINK_LIFETIME_S;
  const token = createHmac('sha256', secret).update(`ecole-preview-link:${expires}:${nonce}:${path}`).digest('base64url');
  return `${siteUrl.replace(/\/+$/, '')}/__cms/preview?url=${encodeURIComponent(path)}&expires=${expires}&nonce=${nonce}&token=${token}`;
}
