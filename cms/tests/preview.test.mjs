/**
 * Editors' preview against the real Strapi: the address the Content Manager's preview asks for
 * (GET /content-manager/preview/url/:uid, admins only) for published entries, drafts and English entries
 * of each type with a page; no address for the rest.
 */
import assert from 'node:assert/strict';
import { createHmac } from 'node:crypto';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { loginAdmin } from './admin-api.mjs';
import { API_TOKEN, apiClient } from './api-client.mjs';
import { startStrapi } from './strapi-process.mjs';
import { previewFields, previewUrl, sitePath } from '../dist/src/preview/path.js';

const SITE_URL = 'https://www.ecole.test';
const SECRET = 'test preview/secret&';

let cms;
let site;
let adminToken;

/**
 * Checks a preview address for a page as the site does: the path encoded, an expiry minutes ahead, a nonce of 16
 * random bytes and their MAC with the shared secret (worker/middleware/preview/link.ts); the secret itself nowhere in it.
 */
function assertLinkTo(address, path) {
  const url = new URL(address);
  assert.equal(`${url.origin}${url.pathname}`, `${SITE_URL}/__cms/preview`);
  assert.equal(url.searchParams.get('url'), path);
  assert.ok(!address.includes('secret'), address);
  const expires = Number(url.searchParams.get('expires'));
  const ahead = expires - Date.now() / 1000;
  assert.ok(ahead > 60 && ahead <= 900, `expires in ${ahead} s`);
  const nonce = url.searchParams.get('nonce');
  assert.match(nonce, /^[\w-]{22}$/);
  const mac = createHmac('sha256', SECRET).update(`ecole-preview-link:${expires}:${nonce}:${path}`).digest('base64url');
  assert.equal(url.searchParams.get('token'), mac);
}

const { call } = apiClient(() => cms.baseUrl);

/** The admin panel's call behind the preview button. */
const previewOf = (uid, query, token = adminToken) => call(`/content-manager/preview/url/${uid}`, { token, query });

async function assertPreview(uid, query, path) {
  const { status, body } = await previewOf(uid, query);
  assert.equal(status, 200, JSON.stringify(body));
  assertLinkTo(body.data.url, path);
}

/** A published entry from the content API (what the site shows today). */
async function published(api, filters, locale = 'fr') {
  const { body } = await call(`/api/${api}`, { query: { locale, filters, pagination: { pageSize: 1 } } });
  assert.ok(body.data?.length, `a published ${api} matching ${JSON.stringify(filters)}`);
  return body.data[0];
}

/** A new draft, never published, made as an editor would in the Content Manager. */
async function draft(uid, data) {
  const { status, body } = await call(`/content-manager/collection-types/${uid}`, { token: adminToken, method: 'POST', body: data });
  assert.equal(status, 201, JSON.stringify(body));
  assert.equal(body.data.publishedAt, null);
  return body.data.documentId;
}

/** The first entry of a type as the Content Manager lists it (the site's token may not read every type). */
async function listedInAdmin(uid) {
  const { status, body } = await call(`/content-manager/collection-types/${uid}`, { token: adminToken, query: { page: 1, pageSize: 1 } });
  assert.equal(status, 200, JSON.stringify(body));
  assert.ok(body.results.length, `a ${uid} in the seed`);
  return body.results[0];
}

/** Stands in for the site's webhook endpoint, so drafts made here are posted nowhere else. */
function startSite() {
  return new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      request.resume();
      request.on('end', () => response.end());
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

before(async () => {
  site = await startSite();
  cms = await startStrapi({ SITE_URL, PREVIEW_SECRET: SECRET, SITE_WEBHOOK_URL: `http://127.0.0.1:${site.address().port}/__cms/webhook` });
  adminToken = await loginAdmin(cms.baseUrl);
});

after(async () => {
  await cms?.stop();
  site?.close();
});

describe('site paths (the pure mapping, as compiled)', () => {
  test('one path per type with a page; English under /en; nothing without a slug or for other types', () => {
    assert.equal(sitePath('api::ecole-new.ecole-new', { slug: 'portes-ouvertes', kind: 'news' }, 'fr'), '/actualites/portes-ouvertes');
    assert.equal(sitePath('api::ecole-new.ecole-new', { slug: 'reussir-son-bts' }, 'fr'), '/actualites/reussir-son-bts');
    assert.equal(sitePath('api::ecole-new.ecole-new', { slug: 'reussir-son-bts', kind: 'blog' }, 'en'), '/en/blog/reussir-son-bts');
    assert.equal(sitePath('api::event.event', { slug: 'salon-etudiant' }, null), '/agenda/salon-etudiant');
    assert.equal(sitePath('api::formation.formation', { slug: 'dcg' }, 'fr'), '/formations/dcg');
    assert.equal(sitePath('api::campus.campus', { slug: 'lyon' }, 'en'), '/en/campus/lyon');
    assert.equal(sitePath('api::fiche-metier.fiche-metier', { slug: 'comptable' }, 'fr'), '/fiches-metiers/comptable');
    assert.equal(sitePath('api::ecole-article.ecole-article', { slug: 'admission', rubrique: 'admission' }, 'fr'), '/admission');
    assert.equal(sitePath('api::ecole-article.ecole-article', { slug: 'admissions-et-tarifs', rubrique: 'admission' }, 'fr'), '/admission/admissions-et-tarifs');
    assert.equal(sitePath('api::campus.campus', { slug: '' }, 'fr'), null);
    assert.equal(sitePath('api::ecole-article.ecole-article', { slug: 'x', rubrique: null }, 'fr'), null);
    assert.equal(sitePath('api::taxonomy.taxonomy', { slug: 'x' }, 'fr'), null);
    assert.equal(previewFields('api::crm-link.crm-link'), null);
    assert.equal(previewFields('toString'), null);
  });

  test('the preview address signs the path with an expiry and a nonce, never carrying the secret', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    const expires = now / 1000 + 600;
    const nonce = 'AAAAAAAAAAAAAAAAAAAAAA';
    const token = createHmac('sha256', 's&t=1').update(`ecole-preview-link:${expires}:${nonce}:/a?b#c`).digest('base64url');
    assert.equal(previewUrl('https://www.ecole.test/', 's&t=1', '/a?b#c', now, nonce), `https://www.ecole.test/__cms/preview?url=%2Fa%3Fb%23c&expires=${expires}&nonce=${nonce}&token=${token}`);
    // each address a nonce of its own: a link opens one preview
    assert.notEqual(new URL(previewUrl('https://www.ecole.test', 's', '/a', now)).searchParams.get('nonce'), new URL(previewUrl('https://www.ecole.test', 's', '/a', now)).searchParams.get('nonce'));
  });
});

describe('preview address of published entries', () => {
  const cases = [
    ['news', 'api::ecole-new.ecole-new', 'ecole-news', { kind: 'news' }, (e) => `/actualites/${e.slug}`],
    ['blog post', 'api::ecole-new.ecole-new', 'ecole-news', { kind: 'blog' }, (e) => `/blog/${e.slug}`],
    ['event', 'api::event.event', 'events', {}, (e) => `/agenda/${e.slug}`],
    ['formation', 'api::formation.formation', 'formations', { slug: 'dcg' }, () => '/formations/dcg'],
    ['campus', 'api::campus.campus', 'campuses', { slug: 'lyon' }, () => '/campus/lyon'],
    ['career sheet', 'api::fiche-metier.fiche-metier', 'fiche-metiers', {}, (e) => `/fiches-metiers/${e.slug}`],
    ['rubrique page', 'api::ecole-article.ecole-article', 'ecole-articles', { slug: 'admission' }, () => '/admission'],
    ['article', 'api::ecole-article.ecole-article', 'ecole-articles', { slug: 'admissions-et-tarifs' }, () => '/admission/admissions-et-tarifs'],
  ];
  for (const [name, uid, api, filters, path] of cases) {
    test(`${name}: its page, from the draft and the published tab`, async () => {
      const entry = await published(api, filters);
      await assertPreview(uid, { documentId: entry.documentId, locale: 'fr', status: 'published' }, path(entry));
      await assertPreview(uid, { documentId: entry.documentId, locale: 'fr', status: 'draft' }, path(entry));
    });
  }

  test('English entries: their page under /en', async () => {
    const campus = await published('campuses', { slug: 'lyon' }, 'en');
    await assertPreview('api::campus.campus', { documentId: campus.documentId, locale: 'en', status: 'published' }, '/en/campus/lyon');
    const article = await published('ecole-articles', { slug: 'admission' }, 'en');
    await assertPreview('api::ecole-article.ecole-article', { documentId: article.documentId, locale: 'en' }, '/en/admission');
  });
});

describe('preview address of drafts', () => {
  const drafts = [
    ['news', 'api::ecole-new.ecole-new', { title: 'Brouillon : rentrée', slug: 'apercu-rentree', kind: 'news' }, '/actualites/apercu-rentree'],
    ['blog post', 'api::ecole-new.ecole-new', { title: 'Brouillon : conseils', slug: 'apercu-conseils', kind: 'blog' }, '/blog/apercu-conseils'],
    ['event', 'api::event.event', { title: 'Brouillon : salon', slug: 'apercu-salon', dateStart: '2030-01-15', type: 'salon' }, '/agenda/apercu-salon'],
    ['formation', 'api::formation.formation', { title: 'Brouillon : BTS', slug: 'apercu-bts', category: 'bts', entryLevel: 0, graduationLevel: 2, rhythm: 'periodic' }, '/formations/apercu-bts'],
    ['campus', 'api::campus.campus', { title: 'Brouillon : campus', slug: 'apercu-campus', city: 'Brest' }, '/campus/apercu-campus'],
    ['career sheet', 'api::fiche-metier.fiche-metier', { title: 'Brouillon : métier', slug: 'apercu-metier' }, '/fiches-metiers/apercu-metier'],
    ['article', 'api::ecole-article.ecole-article', { title: 'Brouillon : article', slug: 'apercu-article', rubrique: 'admission', pageLayout: 'default' }, '/admission/apercu-article'],
  ];
  for (const [name, uid, data, path] of drafts) {
    test(`${name} never published: its page at the draft's slug`, async () => {
      const documentId = await draft(uid, data);
      await assertPreview(uid, { documentId, locale: 'fr', status: 'draft' }, path);
    });
  }

  test('a published entry whose draft has a new slug: the draft slug, which the site reads in preview', async () => {
    const campus = await published('campuses', { slug: 'nantes' });
    const updated = await call(`/content-manager/collection-types/api::campus.campus/${campus.documentId}`, { token: adminToken, method: 'PUT', body: { slug: 'nantes-centre' } });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    assert.equal((await published('campuses', { documentId: campus.documentId })).slug, 'nantes', 'the site still shows the published slug');
    await assertPreview('api::campus.campus', { documentId: campus.documentId, locale: 'fr', status: 'published' }, '/campus/nantes-centre');
  });
});

describe('no preview', () => {
  test('for types without a page of their own, and for unknown entries', async () => {
    const taxonomy = await listedInAdmin('api::taxonomy.taxonomy');
    assert.equal((await previewOf('api::taxonomy.taxonomy', { documentId: taxonomy.documentId, locale: 'fr' })).status, 204);
    const link = await listedInAdmin('api::crm-link.crm-link');
    assert.equal((await previewOf('api::crm-link.crm-link', { documentId: link.documentId })).status, 204);
    assert.equal((await previewOf('api::campus.campus', { documentId: 'nosuchdocument000000000', locale: 'fr' })).status, 204);
  });

  test('for anyone but a signed-in admin (the site API token included)', async () => {
    const campus = await published('campuses', { slug: 'lyon' });
    assert.equal((await previewOf('api::campus.campus', { documentId: campus.documentId }, null)).status, 401);
    assert.equal((await previewOf('api::campus.campus', { documentId: campus.documentId }, API_TOKEN)).status, 401);
  });
});

test('the admin may frame the site (allowedOrigins → CSP frame-src)', async () => {
  const { headers } = await call('/_health', { token: null });
  assert.match(headers.get('content-security-policy') ?? '', /frame-src [^;]*https:\/\/www\.ecole\.test/);
});
