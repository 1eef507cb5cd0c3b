import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, test } from 'node:test';
import { createWriteToken, loginAdmin } from './admin-api.mjs';
import { API_TOKEN, apiClient, assertError } from './api-client.mjs';
import { TEST_SECRETS, startStrapi } from './strapi-process.mjs';
import draftsNeedToken from '../dist/src/middlewares/drafts-need-token.js';

const SERVICE = { username: 'site-service', password: TEST_SECRETS.CMS_PASSWORD };
const today = new Date().toISOString().slice(0, 10);

let cms;
let jwt;
let writeToken;
let site;
const webhooks = [];

/** Stands in for the site's purge endpoint: records what Strapi posts to it. */
function startSite() {
  return new Promise((resolve) => {
    const server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += chunk));
      request.on('end', () => {
        webhooks.push({ authorization: request.headers.authorization, body: JSON.parse(body) });
        response.end('ok');
      });
    });
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}

const { call, total } = apiClient(() => cms.baseUrl);

before(async () => {
  site = await startSite();
  cms = await startStrapi({ SITE_WEBHOOK_URL: `http://127.0.0.1:${site.address().port}/__cms/webhook`, WEBHOOK_SECRET: 'test-secret' });
  const login = await call('/api/login', { token: null, method: 'POST', body: SERVICE });
  jwt = login.body.jwt;
  writeToken = await createWriteToken(cms.baseUrl, await loginAdmin(cms.baseUrl));
});

after(async () => {
  await cms?.stop();
  site?.close();
});

describe('seed', () => {
  test('26 campuses, 80+ formations, upcoming events, 30+ news and blog posts', async () => {
    assert.equal(await total('/api/campuses'), 26);
    assert.ok((await total('/api/formations')) >= 80);
    assert.ok((await total('/api/events', { filters: { dateStart: { $gte: today } } })) >= 8);
    assert.ok((await total('/api/ecole-news')) >= 30);
    assert.ok((await total('/api/ecole-news', { filters: { kind: 'blog' } })) >= 5);
    assert.ok((await total('/api/fiche-metiers')) >= 5);
  });

  test('campuses carry their position and programmes their popularity, the same in English', async () => {
    const position = async (locale, documentId) => {
      const { body } = await call('/api/campuses', { query: { locale, filters: documentId ? { documentId: { $eq: documentId } } : { slug: { $eq: 'lyon' } }, fields: ['latitude', 'longitude'] } });
      return body.data[0];
    };
    const lyon = await position('fr');
    assert.deepEqual([lyon.latitude, lyon.longitude], [45.764, 4.8357]);
    const lyonEn = await position('en', lyon.documentId);
    assert.deepEqual([lyonEn.latitude, lyonEn.longitude], [45.764, 4.8357]);
    const { body } = await call('/api/formations', { query: { sort: ['popularity:desc'], fields: ['slug', 'popularity'], pagination: { limit: 5 } } });
    assert.deepEqual(body.data.map((f) => f.slug), ['bts-cg', 'dcg', 'bachelor-gestionnaire-de-paie', 'bts-mco', 'bac5-daf']);
    const { body: english } = await call('/api/formations', { query: { locale: 'en', filters: { documentId: { $eq: body.data[0].documentId } }, fields: ['popularity'] } });
    assert.equal(english.data[0].popularity, 980);
  });

  test('the required programme slugs exist', async () => {
    const slugs = ['dcg', 'dscg', 'rpgs', 'bachelor-raf', 'bts-gestion-de-la-pme', 'bts-cg', 'bac5-daf', 'comptable-financier-dentreprise'];
    const { body } = await call('/api/formations', { query: { filters: { slug: { $in: slugs } }, fields: ['slug'], populate: {} } });
    assert.deepEqual(body.data.map((f) => f.slug).sort(), [...slugs].sort());
  });
});

describe('POST /api/login', () => {
  test('answers access_token, jwt and the user', async () => {
    const { status, body } = await call('/api/login', { token: null, method: 'POST', body: SERVICE });
    assert.equal(status, 200);
    assert.equal(body.access_token, body.jwt);
    assert.equal(body.user.username, SERVICE.username);
    assert.equal(body.user.password, undefined);
  });

  test('wrong password and missing fields are 400 errors', async () => {
    assertError(await call('/api/login', { token: null, method: 'POST', body: { ...SERVICE, password: 'nope' } }), 400);
    assertError(await call('/api/login', { token: null, method: 'POST', body: { username: SERVICE.username } }), 400);
  });
});

describe('GET /api/users/me', () => {
  for (const [who, token] of [['service JWT', () => jwt], ['API token', () => API_TOKEN]]) {
    test(`answers the bare website settings to the ${who}`, async () => {
      const { status, body } = await call('/api/users/me', { token: token(), query: { locale: 'fr' } });
      assert.equal(status, 200);
      assert.equal(body.data, undefined);
      assert.equal(body.siteName, 'École Exemple');
      assert.match(body.logo.url, /^\/uploads\/logo_ecole_exemple_.+\.svg$/);
      assert.equal(typeof body.shareImage.alternativeText, 'string');
      assert.equal(body.schools[0].social.length, 7);
      assert.ok(body.schools[0].social.some((s) => s.visible === false));
      assert.ok(body.metas.some((m) => m.type === 'property' && m.key === 'og:locale' && m.value === 'fr_FR'));
      assert.equal(typeof body.seo.metaDescription, 'string');
    });
  }

  test('honours locale and refuses anonymous callers', async () => {
    assert.match((await call('/api/users/me', { token: jwt, query: { locale: 'en' } })).body.title, /business/);
    assert.ok([401, 403].includes((await call('/api/users/me', { token: null })).status));
  });
});

describe('crm-links', () => {
  test('actions lists courses per action', async () => {
    const { status, body } = await call('/api/crm-links/actions', { token: jwt, query: { locale: 'fr' } });
    assert.equal(status, 200);
    assert.deepEqual(Object.keys(body).sort(), ['brochure', 'contact', 'registration']);
    for (const courses of Object.values(body)) {
      assert.ok(courses.length > 10);
      assert.deepEqual(Object.keys(courses[0]).sort(), ['documentId', 'id', 'name', 'slug']);
    }
    assert.ok(body.registration.some((c) => c.slug === 'dcg'));
  });

  test('names follow the locale', async () => {
    const { body } = await call('/api/crm-links/actions', { token: jwt, query: { locale: 'en' } });
    assert.match(body.registration.find((c) => c.slug === 'dcg').name, /French Accounting/);
  });

  test('campuses of a course, then the link', async () => {
    const campuses = await call('/api/crm-links/registration/dcg/campuses', { token: jwt, query: { locale: 'fr' } });
    assert.equal(campuses.status, 200);
    assert.ok(campuses.body.some((c) => c.slug === 'lyon' && c.name === 'Campus de Lyon'));
    const link = await call('/api/crm-links/registration/dcg/lyon', { token: jwt, query: { locale: 'fr' } });
    assert.deepEqual(link.body, { url: 'https://candidature.example-ecole.fr/dcg/lyon' });
  });

  test("several courses' campuses at once are each course's own answer (the site's publish joins them)", async () => {
    for (const locale of ['fr', 'en']) {
      const { body: actions } = await call('/api/crm-links/actions', { token: jwt, query: { locale } });
      for (const [action, courses] of Object.entries(actions)) {
        const slugs = [...courses.map((c) => c.slug), 'no-such-course'];
        const joined = await call(`/api/crm-links/${action}/campuses`, { token: jwt, query: { locale, courses: slugs } });
        assert.equal(joined.status, 200);
        assert.deepEqual(Object.keys(joined.body), slugs);
        for (const slug of slugs.slice(0, -1)) {
          assert.deepEqual(joined.body[slug], (await call(`/api/crm-links/${action}/${slug}/campuses`, { token: jwt, query: { locale } })).body, `${locale} ${action} ${slug}`);
        }
        // the course its own request answers 404
        assert.equal(joined.body['no-such-course'], null);
      }
    }
  });

  test('bad input gives Strapi errors, never 500', async () => {
    assertError(await call('/api/crm-links/subscribe/dcg/campuses', { token: jwt }), 400);
    assertError(await call('/api/crm-links/subscribe/campuses', { token: jwt, query: { courses: ['dcg'] } }), 400);
    assertError(await call('/api/crm-links/registration/campuses', { token: jwt }), 400);
    assertError(await call('/api/crm-links/registration/campuses', { token: jwt, query: { courses: 'dcg' } }), 400);
    assertError(await call('/api/crm-links/registration/no-such-course/campuses', { token: jwt }), 404);
    assertError(await call('/api/crm-links/registration/dcg/no-such-campus', { token: jwt }), 404);
    assertError(await call('/api/crm-links/brochure/dcg/lyon', { token: jwt }), 404);
  });
});

describe('GET /api/campuses/{slug}', () => {
  test('finds by slug, then by documentId', async () => {
    const bySlug = await call('/api/campuses/lyon', { token: jwt, query: { locale: 'fr' } });
    assert.equal(bySlug.status, 200);
    assert.equal(bySlug.body.data.title, 'Campus de Lyon');
    assert.equal(bySlug.body.data.city, 'Lyon');
    const byId = await call(`/api/campuses/${bySlug.body.data.documentId}`, { token: jwt });
    assert.equal(byId.body.data.slug, 'lyon');
    assert.equal((await call('/api/campuses/lyon', { token: jwt, query: { locale: 'en' } })).body.data.title, 'Lyon campus');
    assertError(await call('/api/campuses/atlantis', { token: jwt }), 404);
  });
});

describe('site queries (spec §7)', () => {
  test('events: upcoming or running, sorted, campus populated', async () => {
    const query = {
      locale: 'fr',
      fields: ['title', 'slug', 'description', 'url', 'dateStart', 'dateEnd'],
      populate: { campus: { fields: ['title', 'slug'] } },
      sort: ['dateStart:asc'],
      pagination: { limit: 6 },
      filters: { $or: [{ $and: [{ dateEnd: { $gte: today } }, { dateEnd: { $notNull: true } }] }, { dateStart: { $gte: today } }] },
    };
    const { status, body } = await call('/api/events', { token: jwt, query });
    assert.equal(status, 200);
    assert.equal(body.data.length, 6);
    const starts = body.data.map((e) => e.dateStart);
    assert.deepEqual(starts, [...starts].sort());
    for (const event of body.data) {
      assert.ok((event.dateEnd && event.dateEnd.slice(0, 10) >= today) || event.dateStart.slice(0, 10) >= today);
      assert.equal(typeof event.campus.slug, 'string');
      assert.equal(typeof event.documentId, 'string');
    }
    assert.ok(body.data.some((e) => e.dateEnd === null), 'some events have no dateEnd');
    assert.ok(body.data.some((e) => e.dateStart.slice(0, 10) < today), 'a running multi-day event is included');
  });

  test('news: dated only, newest first, image and category populated', async () => {
    const query = {
      locale: 'fr',
      filters: { publishDate: { $notNull: true } },
      fields: ['slug', 'title', 'publishDate', 'summary'],
      populate: { focusImage: true, campus_infos: { populate: { campus: { fields: ['title', 'slug'] } } }, cat_news: true },
      sort: ['publishDate:desc'],
      pagination: { limit: 6 },
    };
    const { body } = await call('/api/ecole-news', { token: jwt, query });
    assert.equal(body.data.length, 6);
    const dates = body.data.map((n) => n.publishDate);
    assert.deepEqual(dates, [...dates].sort().reverse());
    assert.match(body.data[0].focusImage.url, /^\/uploads\//);
    assert.equal(typeof body.data[0].cat_news.title, 'string');
    assert.equal(body.data[0].campus_infos[0].campus.slug, 'paris');
  });

  test('menus come with everything the site reads (content/model/menus) without a populate query', async () => {
    const body = async (type) => (await call('/api/menu-enrichis', { token: jwt, query: { locale: 'fr', filters: { type: { $eq: type } } } })).body.data[0].body;
    const entries = [...(await body('navbarproto')), ...(await body('footer'))];
    const of = (component) => entries.filter((entry) => entry.__component === component);
    const isLink = (link) => typeof link.label === 'string' && typeof link.url === 'string';
    assert.ok(of('core.campus').length > 0 && of('core.campus').every((entry) => typeof entry.label === 'string'));
    assert.ok(of('core.menu-item').length > 0 && of('core.menu-item').every(isLink));
    assert.ok(of('core.menu').length > 0 && of('core.menu').every((entry) => entry.items.length > 0 && entry.items.every(isLink)));
    const sections = of('core.menu-dropdown').flatMap((entry) => entry.menu_sections);
    assert.ok(sections.length > 0 && sections.every((section) => section.Titre && section.items.length > 0 && section.items.every(isLink)));
    assert.ok(sections.some((section) => section.items.some((item) => item.url.startsWith('/formations/'))));
  });

  test('the other types populate nothing unasked: the site sends the populate it reads', async () => {
    const lyon = (await call('/api/campuses/lyon', { token: jwt, query: { locale: 'fr' } })).body.data;
    assert.equal(lyon.title, 'Campus de Lyon');
    assert.equal(lyon.image, undefined);
    const [dcg] = (await call('/api/formations', { token: jwt, query: { locale: 'fr', filters: { slug: { $eq: 'dcg' } } } })).body.data;
    assert.equal(dcg.duration, undefined);
    const admission = (await call('/api/ecole-articles/admission', { token: jwt, query: { locale: 'fr' } })).body.data;
    assert.equal(admission.sections, undefined);
  });

  test('articles by rubrique, with pageLayout and sections', async () => {
    const { body } = await call('/api/ecole-articles/admission', { token: jwt, query: { locale: 'fr', populate: { sections: { on: { 'sections.accordion': { populate: { items: true } } } } } } });
    assert.equal(body.data.pageLayout, 'default');
    assert.ok(body.data.sections.some((s) => s.__component === 'sections.accordion' && s.items.length > 0));
    const dynamics = await call('/api/ecole-articles/entreprise', { token: jwt, query: { locale: 'fr' } });
    assert.equal(dynamics.body.data.pageLayout, 'dynamics');
    const sub = await call('/api/ecole-articles', { token: jwt, query: { locale: 'fr', filters: { rubrique: 'ecole' } } });
    assert.ok(sub.body.data.some((a) => a.slug === 'demarche-qualite'));
    assertError(await call('/api/ecole-articles/no-such-page', { token: jwt }), 404);
  });

  test('formation by slug with the details the site asks for', async () => {
    const populate = { duration: true, teachingUnits: true, campuses: { fields: ['slug'] } };
    const { body } = await call('/api/formations', { token: jwt, query: { locale: 'fr', filters: { slug: { $eq: 'dcg' } }, populate } });
    const [dcg] = body.data;
    assert.equal(dcg.category, 'dcg-dscg');
    assert.equal(dcg.duration.unit, 'year');
    assert.ok(dcg.teachingUnits.length > 0 && dcg.campuses.some((c) => c.slug === 'lyon'));
  });
});

describe('permission boundaries', () => {
  test('the service account cannot write', async () => {
    assert.equal((await call('/api/events', { token: jwt, method: 'POST', body: { data: { title: 'x' } } })).status, 403);
    const lyon = (await call('/api/campuses/lyon', { token: jwt })).body.data;
    assert.equal((await call(`/api/campuses/${lyon.documentId}`, { token: jwt, method: 'PUT', body: { data: { title: 'x' } } })).status, 403);
    assert.equal((await call(`/api/campuses/${lyon.documentId}`, { token: jwt, method: 'DELETE' })).status, 403);
  });

  test('drafts go to the site (API token, service account) when it asks for them, for its editors\' preview', async () => {
    const filters = { slug: 'brouillon-evenement-non-publie' };
    for (const token of [jwt, API_TOKEN]) {
      assert.equal((await call('/api/events', { token, query: { filters } })).body.data.length, 0);
      assert.equal((await call('/api/events', { token, query: { filters, status: 'draft' } })).body.data.length, 1);
    }
    assert.equal((await call('/api/events', { token: 'not-a-token', query: { filters, status: 'draft' } })).status, 401);
  });

  test('a request without a bearer token is held to published content, whatever it asks', async () => {
    const middleware = draftsNeedToken.default();
    for (const [authorization, status] of [['', 'published'], ['Basic c2l0ZTpzZWNyZXQ=', 'published'], ['Bearer ', 'published'], ['Bearer abc', 'draft']]) {
      const ctx = { path: '/api/events', query: { status: 'draft', locale: 'fr' }, get: (name) => (name === 'authorization' ? authorization : '') };
      await middleware(ctx, async () => {});
      assert.equal(ctx.query.status, status, authorization);
      assert.equal(ctx.query.locale, 'fr');
    }
  });

  test('anonymous callers get nothing', async () => {
    assert.equal((await call('/api/events', { token: null })).status, 403);
  });
});

describe('webhook', () => {
  test('a content change is posted to the site with the secret', async () => {
    const created = await call('/api/categories', { token: writeToken, method: 'POST', body: { data: { title: 'Test webhook', slug: 'test-webhook' } } });
    assert.equal(created.status, 201);
    const deadline = Date.now() + 10_000;
    while (!webhooks.some((w) => w.body.event === 'entry.create') && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    const hook = webhooks.find((w) => w.body.event === 'entry.create');
    assert.ok(hook, 'entry.create received');
    assert.equal(hook.authorization, 'Bearer test-secret');
    assert.equal(hook.body.model, 'category');
  });
});

describe('bootstrap', () => {
  test('is idempotent: a restart keeps the data, the account and the token', async () => {
    await cms.restart();
    assert.equal(await total('/api/campuses'), 26);
    const login = await call('/api/login', { token: null, method: 'POST', body: SERVICE });
    assert.equal(login.status, 200);
    assert.equal((await call('/api/users/me', { token: login.body.jwt })).status, 200);
  });
});
