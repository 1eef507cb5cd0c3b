/**
 * The site's API token (CMS_API_TOKEN) against the real Strapi: it reads everything the site shows,
 * with the relations and media the pages need, and changes nothing; a widened token is narrowed back
 * on the next boot.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { adminCall, createWriteToken, loginAdmin } from './admin-api.mjs';
import { callApi } from './content-api.mjs';
import { TEST_SECRETS, startStrapi } from './strapi-process.mjs';

/** The local default of CMS_API_TOKEN (cms/src/bootstrap/settings.ts). */
const SITE_TOKEN = TEST_SECRETS.CMS_API_TOKEN;
const SITE_TOKEN_NAME = 'site';
const FORMER_NAME = 'site (local full access)';
const media = { fields: ['url', 'alternativeText'] };
const titleAndSlug = { fields: ['title', 'slug'] };

let cms;
let adminJwt;
let writeToken;

const asSite = (path, options = {}) => callApi(cms.baseUrl, path, { token: SITE_TOKEN, ...options });
const first = (body) => (Array.isArray(body.data) ? body.data[0] : body.data);

/** The site's calls (worker/cms/calls), each with what its answer must hold. */
const SITE_READS = [
  ['campus list', '/api/campuses', { populate: { image: media } }, (body) => assert.match(first(body).image.url, /^\/uploads\//)],
  ['campus page', '/api/campuses/lyon', { populate: { image: media, team: true } }, (body) => assert.equal(first(body).title, 'Campus de Lyon')],
  ['rubrique page', '/api/ecole-articles/admission', { populate: { sections: true } }, (body) => assert.ok(first(body).sections.length > 0)],
  ['article sub-page', '/api/ecole-articles', { filters: { rubrique: { $eq: 'ecole' } } }, (body) => assert.ok(body.data.length > 0)],
  [
    'news with image, category and campus',
    '/api/ecole-news',
    { filters: { publishDate: { $notNull: true } }, populate: { focusImage: media, cat_news: titleAndSlug, campus_infos: { populate: { campus: titleAndSlug } } } },
    (body) => {
      const news = first(body);
      assert.match(news.focusImage.url, /^\/uploads\//);
      assert.equal(typeof news.cat_news.slug, 'string');
      assert.equal(typeof news.campus_infos[0].campus.slug, 'string');
    },
  ],
  ['events with their campus', '/api/events', { populate: { campus: titleAndSlug } }, (body) => assert.equal(typeof first(body).campus.slug, 'string')],
  ['career sheets with their programmes', '/api/fiche-metiers', { populate: { formations: titleAndSlug } }, (body) => assert.ok(first(body).formations.length > 0)],
  ['programmes with their campuses', '/api/formations', { filters: { slug: { $eq: 'dcg' } }, populate: { campuses: titleAndSlug } }, (body) => assert.ok(first(body).campuses.length > 0)],
  ['menus', '/api/menu-enrichis', { filters: { type: { $eq: 'navbarproto' } } }, (body) => assert.ok(first(body).body.length > 0)],
  [
    'apprenticeship offers with campus and programme',
    '/api/offre-alternances',
    { populate: { campus: titleAndSlug, formation: titleAndSlug } },
    (body) => assert.equal(typeof first(body).formation.slug, 'string'),
  ],
  ['pop-in courses', '/api/crm-links/actions', {}, (body) => assert.ok(body.registration.length > 0)],
  ['pop-in campuses', '/api/crm-links/registration/dcg/campuses', {}, (body) => assert.ok(body.some((campus) => campus.slug === 'lyon'))],
  ['pop-in campuses of several programmes', '/api/crm-links/registration/campuses', { courses: ['dcg'] }, (body) => assert.ok(body.dcg.some((campus) => campus.slug === 'lyon'))],
  ['pop-in link', '/api/crm-links/registration/dcg/lyon', {}, (body) => assert.match(body.url, /^https:\/\//)],
  ['website settings', '/api/users/me', {}, (body) => assert.match(body.logo.url, /^\/uploads\//)],
];

async function aNews() {
  const { body } = await asSite('/api/ecole-news', { query: { fields: ['title'], populate: '', pagination: { limit: 1 } } });
  return first(body);
}

before(async () => {
  cms = await startStrapi();
  adminJwt = await loginAdmin(cms.baseUrl);
  writeToken = await createWriteToken(cms.baseUrl, adminJwt);
});

after(async () => {
  await cms?.stop();
});

describe('the site token reads what the site shows', () => {
  for (const [what, path, query, check] of SITE_READS) {
    test(what, async () => {
      const { status, body } = await asSite(path, { query: { locale: 'fr', ...query } });
      assert.equal(status, 200, `${path}: ${JSON.stringify(body)}`);
      check(body);
    });
  }
});

describe('the site token changes nothing', () => {
  test('writing a news item is refused, the same writes with a write token pass', async () => {
    const news = await aNews();
    const path = `/api/ecole-news/${news.documentId}`;
    const data = { data: { title: 'Réécrit avec le jeton du site' } };
    assert.equal((await asSite('/api/ecole-news', { method: 'POST', body: { data: { title: 'Nouvelle', slug: 'nouvelle', kind: 'news' } } })).status, 403);
    assert.equal((await asSite(path, { method: 'PUT', body: data })).status, 403);
    assert.equal((await asSite(path, { method: 'DELETE' })).status, 403);
    assert.equal((await aNews()).title, news.title);

    // the refusals are the token's: the same requests pass with a token allowed to write
    const asWriter = (options) => callApi(cms.baseUrl, path, { token: writeToken, ...options });
    assert.equal((await asWriter({ method: 'PUT', body: data })).status, 200);
    assert.equal((await asWriter({ method: 'DELETE' })).status, 204);
  });

  test('accounts, uploads, settings and reads the site does not make are refused', async () => {
    const refused = [
      ['GET', '/api/users'],
      ['POST', '/api/users', { username: 'intrus', email: 'intrus@site.invalid', password: 'Intrus-2024' }],
      ['PUT', '/api/users/1', { blocked: true }],
      ['DELETE', '/api/upload/files/1'],
      ['PUT', '/api/website-setting', { data: { title: 'x' } }],
      ['GET', '/api/taxonomies'],
      ['GET', '/api/crm-links'],
      // one by one: the site reads these lists filtered, and only campuses and rubrique pages by slug
      ['GET', '/api/formations/dcg'],
      ['GET', '/api/ecole-news/any'],
      ['GET', '/api/menu-enrichis/any'],
      ['POST', '/api/crm-links', { data: { action: 'brochure', url: 'https://attacker.invalid' } }],
    ];
    for (const [method, path, body] of refused) {
      assert.equal((await asSite(path, { method, body })).status, 403, `${method} ${path}`);
    }
  });

  test('the admin API does not take it', async () => {
    assert.equal((await asSite('/admin/api-tokens')).status, 401);
  });
});

describe('bootstrap', () => {
  test('a widened or renamed site token is made the site token again on the next boot', async () => {
    const siteToken = () => adminCall(cms.baseUrl, 'GET', '/api-tokens', { jwt: adminJwt }).then((tokens) => tokens.filter((t) => [SITE_TOKEN_NAME, FORMER_NAME].includes(t.name)));
    const [token] = await siteToken();
    const { permissions } = await adminCall(cms.baseUrl, 'GET', `/api-tokens/${token.id}`, { jwt: adminJwt });
    const widened = { name: FORMER_NAME, permissions: [...permissions, 'api::ecole-new.ecole-new.update'] };
    await adminCall(cms.baseUrl, 'PUT', `/api-tokens/${token.id}`, { body: widened, jwt: adminJwt });
    const news = await aNews();
    const rename = { method: 'PUT', body: { data: { title: news.title } } };
    assert.equal((await asSite(`/api/ecole-news/${news.documentId}`, rename)).status, 200, 'the widened token writes');

    await cms.restart();
    adminJwt = await loginAdmin(cms.baseUrl);
    const after = await siteToken();
    assert.deepEqual(after.map((t) => [t.id, t.name, t.type]), [[token.id, SITE_TOKEN_NAME, 'custom']]);
    assert.equal((await asSite(`/api/ecole-news/${news.documentId}`, rename)).status, 403);
    assert.equal((await asSite('/api/ecole-news')).status, 200);
  });
});
