/**
 * The English variant against the real Strapi: `locale=en` answers the seeded English versions family by
 * family, `locale=fr` keeps the French ones, the other-language version is found through the shared documentId,
 * the pop-in's routes name courses and campuses in English, and French-only documents behave as cms/README.md says.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createWriteToken, loginAdmin } from './admin-api.mjs';
import { apiClient, assertError } from './api-client.mjs';
import { startStrapi } from './strapi-process.mjs';

const today = new Date().toISOString().slice(0, 10);
const upcoming = { $or: [{ $and: [{ dateEnd: { $gte: today } }, { dateEnd: { $notNull: true } }] }, { dateStart: { $gte: today } }] };

let cms;
/** For what the site's token may not do: writing, and reading what only editors read (locales, dictionary). */
let writeToken;
const { call, total } = apiClient(() => cms.baseUrl);

/** The one published document of a list answer whose slug is `slug`. */
async function bySlug(path, slug, locale, query = {}) {
  const { body } = await call(path, { query: { locale, filters: { slug: { $eq: slug } }, ...query } });
  assert.equal(body.data.length, 1, `${path} ${locale} ${slug}`);
  return body.data[0];
}

before(async () => {
  // no site listens there: the writes below must not purge a site someone runs on this machine
  cms = await startStrapi({ SITE_WEBHOOK_URL: 'http://127.0.0.1:9/__cms/webhook' });
  writeToken = await createWriteToken(cms.baseUrl, await loginAdmin(cms.baseUrl));
});

after(async () => {
  await cms?.stop();
});

describe('locales', () => {
  test('fr is the default, en exists', async () => {
    const { body } = await call('/api/i18n/locales', { token: writeToken });
    assert.deepEqual(body.map((l) => [l.code, l.isDefault]).sort(), [['en', false], ['fr', true]]);
  });
});

describe('locale=en answers the English versions', () => {
  test('settings: English title and SEO, og:locale en_GB, an English logo', async () => {
    const { body } = await call('/api/users/me', { query: { locale: 'en' } });
    assert.equal(body.locale, 'en');
    assert.match(body.title, /business, accounting, finance and payroll schools/);
    assert.match(body.seo.metaDescription, /campuses across France/);
    assert.ok(body.metas.some((m) => m.key === 'og:locale' && m.value === 'en_GB'));
    assert.match(body.logo.url, /^\/uploads\/logo_ecole_exemple_en_.+\.svg$/);
    assert.match(body.shareImage.alternativeText, /campuses in France/);
  });

  test('menus: English labels, every link under /en, legal pages in the footer', async () => {
    const menu = async (type) => (await call('/api/menu-enrichis', { query: { locale: 'en', filters: { type: { $eq: type } } } })).body.data[0];
    const [navbar, footer] = [await menu('navbarproto'), await menu('footer')];
    assert.equal(navbar.body[0].label, 'Our campuses');
    const urls = (entries) => entries.flatMap((e) => [e.url, ...(e.items ?? []).map((i) => i.url), ...(e.menu_sections ?? []).flatMap((s) => s.items.map((i) => i.url))]).filter(Boolean);
    for (const url of [...urls(navbar.body), ...urls(footer.body)]) assert.match(url, /^\/en\//);
    const programmes = navbar.body.find((e) => e.slug === 'formations');
    assert.ok(programmes.menu_sections.some((s) => s.items.some((i) => i.url === '/en/formations/master-chief-financial-officer')));
    assert.deepEqual(
      footer.body.filter((e) => e.__component === 'core.menu-item').map((e) => e.url).slice(0, 2),
      ['/en/legal-notices', '/en/data-privacy-policy'],
    );
  });

  test('campuses: all 26, English names and texts', async () => {
    const { body } = await call('/api/campuses', { query: { locale: 'en', fields: ['title', 'locale'], populate: {}, pagination: { pageSize: 100 } } });
    assert.equal(body.data.length, 26);
    for (const campus of body.data) assert.match(campus.title, /^[A-ZÉ][\w’é -]+ campus$/);
    const lyon = (await call('/api/campuses/lyon', { query: { locale: 'en', populate: { keyData: true, image: true } } })).body.data;
    assert.equal(lyon.title, 'Lyon campus');
    assert.match(lyon.description, /^In the heart of Lyon/);
    assert.deepEqual(lyon.keyData.map((k) => k.label), ['students', 'programmes', 'partner companies']);
    assert.equal(lyon.phone, '+33 4 27 46 10 20');
    assert.match(lyon.image.url, /^\/uploads\/campus_lyon_/);
  });

  test('programmes: a dozen or more, with their own slugs, on the French campuses', async () => {
    assert.ok((await total('/api/formations', { locale: 'en' })) >= 12);
    const populate = { populate: { teachingUnits: true, campuses: true } };
    const cfo = await bySlug('/api/formations', 'master-chief-financial-officer', 'en', populate);
    assert.equal(cfo.title, 'Master’s Chief Financial Officer (CFO)');
    assert.match(cfo.objectives, /prepares you for hands-on positions/);
    assert.equal(cfo.teachingUnits[0].title, 'Corporate strategy');
    const french = await bySlug('/api/formations', 'bac5-daf', 'fr', populate);
    assert.equal(cfo.documentId, french.documentId);
    assert.deepEqual(cfo.campuses.map((c) => c.slug), french.campuses.map((c) => c.slug));
    assert.ok(cfo.campuses.every((c) => c.title.endsWith(' campus')));
  });

  test('events: at least four upcoming, on English campuses', async () => {
    const query = { locale: 'en', filters: upcoming, sort: ['dateStart:asc'], populate: { campus: { fields: ['title', 'slug'] } } };
    const { body } = await call('/api/events', { query });
    assert.ok(body.data.length >= 4);
    assert.ok(body.data.some((e) => e.slug === 'open-day-paris' && e.title === 'Open day – Paris campus' && e.campus.title === 'Paris campus'));
    const french = await bySlug('/api/events', 'portes-ouvertes-paris', 'fr');
    const english = body.data.find((e) => e.slug === 'open-day-paris');
    assert.equal(english.documentId, french.documentId);
    assert.equal(english.dateStart, french.dateStart);
  });

  test('news and blog: dated posts with English categories and the French image', async () => {
    const populate = { cat_news: true, focusImage: true, campus_infos: { populate: { campus: true } } };
    const query = { locale: 'en', filters: { kind: 'news', publishDate: { $notNull: true } }, sort: ['publishDate:desc'], populate };
    const { body } = await call('/api/ecole-news', { query });
    assert.ok(body.data.length >= 4);
    const dcg = body.data.find((n) => n.slug === 'dcg-results-87-percent-pass-rate');
    assert.equal(dcg.cat_news.title, 'Teaching');
    assert.match(dcg.focusImage.url, /^\/uploads\/actualite_resultats_examens_dcg_/);
    assert.equal(dcg.campus_infos[0].campus.title, 'Paris campus');
    assert.ok((await total('/api/ecole-news', { locale: 'en', filters: { kind: 'blog' } })) >= 1);
  });

  test('pages: the legal pages at their English slugs, a sub-page by rubrique', async () => {
    const legal = (await call('/api/ecole-articles/legal-notices', { query: { locale: 'en' } })).body.data;
    assert.equal(legal.title, 'Legal notices');
    assert.equal(legal.rubrique, 'legal-notices');
    assert.equal(legal.documentId, (await call('/api/ecole-articles/mentions-legales', { query: { locale: 'fr' } })).body.data.documentId);
    const sections = { populate: { sections: { on: { 'sections.text': true, 'sections.accordion': { populate: { items: true } } } } } };
    const privacy = (await call('/api/ecole-articles/data-privacy-policy', { query: { locale: 'en', ...sections } })).body.data;
    assert.equal(privacy.title, 'Data privacy policy');
    assert.match(privacy.sections[0].content, /dpo@example-ecole\.fr/);
    const fees = await bySlug('/api/ecole-articles', 'admissions-and-fees', 'en', { filters: { rubrique: { $eq: 'admission' }, slug: { $eq: 'admissions-and-fees' } }, ...sections });
    assert.equal(fees.title, 'Admissions and fees');
    assert.ok(fees.sections.some((s) => s.__component === 'sections.accordion' && s.items.length === 3));
  });

  test('career sheets and the dictionary', async () => {
    const accountant = await bySlug('/api/fiche-metiers', 'accountant', 'en', { populate: { formations: { fields: ['slug'] } } });
    assert.equal(accountant.title, 'Accountant');
    assert.deepEqual(accountant.formations.map((f) => f.slug).sort(), ['bts-accounting-and-management', 'corporate-financial-accountant', 'dcg']);
    const { body } = await call('/api/taxonomies', { token: writeToken, query: { locale: 'en', filters: { key: { $eq: 'rhythm-periodic' } } } });
    assert.equal(body.data[0].label, 'Work-study');
  });
});

describe('locale=fr is unchanged', () => {
  test('the same documents still answer in French', async () => {
    assert.match((await call('/api/users/me', { query: { locale: 'fr' } })).body.title, /écoles de commerce/);
    assert.equal((await call('/api/users/me')).body.locale, 'fr');
    const navbar = (await call('/api/menu-enrichis', { query: { locale: 'fr', filters: { type: { $eq: 'navbarproto' } } } })).body.data[0];
    assert.equal(navbar.body[0].label, 'Nos campus');
    assert.equal((await call('/api/campuses/lyon', { query: { locale: 'fr' } })).body.data.title, 'Campus de Lyon');
    assert.equal((await bySlug('/api/formations', 'bac5-daf', 'fr')).title, 'Mastère Directeur Administratif et Financier (DAF)');
    assert.equal((await call('/api/ecole-articles/mentions-legales')).body.data.title, 'Mentions légales');
  });

  test('French lists keep their French counts', async () => {
    assert.equal(await total('/api/campuses', { locale: 'fr' }), 26);
    assert.equal(await total('/api/formations', { locale: 'fr' }), 81);
    assert.equal(await total('/api/ecole-articles', { locale: 'fr' }), 25);
    assert.equal(await total('/api/ecole-news'), 33);
  });
});

describe('the other-language version of a page', () => {
  const localizations = { fields: ['slug', 'locale'] };

  test('populate[localizations] gives the English slug of a French page, and back', async () => {
    const french = await bySlug('/api/formations', 'bac5-daf', 'fr', { fields: ['slug'], populate: { localizations } });
    assert.deepEqual(french.localizations.map((l) => [l.locale, l.slug]), [['en', 'master-chief-financial-officer']]);
    const english = await bySlug('/api/formations', 'master-chief-financial-officer', 'en', { fields: ['slug'], populate: { localizations } });
    assert.deepEqual(english.localizations.map((l) => [l.locale, l.slug]), [['fr', 'bac5-daf']]);
    const page = (await call('/api/ecole-articles/charte-donnees-personnelles', { query: { locale: 'fr', fields: ['slug'], populate: { localizations: { fields: ['slug', 'rubrique', 'locale'] } } } })).body.data;
    assert.deepEqual(page.localizations.map((l) => [l.locale, l.rubrique, l.slug]), [['en', 'data-privacy-policy', 'data-privacy-policy']]);
  });

  test('a French-only page has no localization', async () => {
    const french = await bySlug('/api/formations', 'bts-mco', 'fr', { fields: ['slug'], populate: { localizations } });
    assert.deepEqual(french.localizations, []);
  });

  test('the shared documentId reads the other language directly', async () => {
    const { documentId } = (await call('/api/ecole-articles/mentions-legales', { query: { locale: 'fr', fields: ['slug'] } })).body.data;
    assert.equal((await call(`/api/ecole-articles/${documentId}`, { query: { locale: 'en', fields: ['slug'] } })).body.data.slug, 'legal-notices');
    const french = await bySlug('/api/formations', 'bac5-daf', 'fr', { fields: ['slug'], populate: {} });
    const { body } = await call('/api/formations', { query: { locale: 'en', filters: { documentId: { $eq: french.documentId } }, fields: ['slug'], populate: {} } });
    assert.deepEqual(body.data.map((f) => f.slug), ['master-chief-financial-officer']);
  });
});

describe('crm-links with locale=en', () => {
  test('actions name the English courses in English, with their English slug', async () => {
    const { body } = await call('/api/crm-links/actions', { query: { locale: 'en' } });
    const course = body.registration.find((c) => c.slug === 'master-chief-financial-officer');
    assert.equal(course.name, 'Master’s Chief Financial Officer (CFO)');
    assert.ok(!body.registration.some((c) => c.slug === 'bac5-daf'));
    const french = (await call('/api/crm-links/actions', { query: { locale: 'fr' } })).body;
    assert.deepEqual(body.registration.map((c) => c.documentId).sort(), french.registration.map((c) => c.documentId).sort());
    assert.equal(french.registration.find((c) => c.slug === 'bac5-daf').name, 'Mastère Directeur Administratif et Financier (DAF)');
  });

  test('campuses of a course in English, whichever language its slug is in', async () => {
    const english = await call('/api/crm-links/registration/master-chief-financial-officer/campuses', { query: { locale: 'en' } });
    assert.equal(english.status, 200);
    assert.ok(english.body.some((c) => c.slug === 'lyon' && c.name === 'Lyon campus'));
    assert.ok(english.body.every((c) => c.name.endsWith(' campus')));
    const byFrenchSlug = await call('/api/crm-links/registration/bac5-daf/campuses', { query: { locale: 'en' } });
    assert.deepEqual(byFrenchSlug.body, english.body);
    const french = await call('/api/crm-links/registration/bac5-daf/campuses', { query: { locale: 'fr' } });
    assert.ok(french.body.some((c) => c.slug === 'lyon' && c.name === 'Campus de Lyon'));
    assert.deepEqual(french.body.map((c) => c.slug).sort(), english.body.map((c) => c.slug).sort());
  });

  test('the link is the same in both languages and for both slugs', async () => {
    const expected = { url: 'https://candidature.example-ecole.fr/bac5-daf/lyon' };
    for (const [course, locale] of [['master-chief-financial-officer', 'en'], ['bac5-daf', 'en'], ['master-chief-financial-officer', 'fr'], ['bac5-daf', 'fr']]) {
      assert.deepEqual((await call(`/api/crm-links/registration/${course}/lyon`, { query: { locale } })).body, expected, `${course} ${locale}`);
    }
    assertError(await call('/api/crm-links/registration/no-such-course/lyon', { query: { locale: 'en' } }), 404);
  });
});

describe('a French-only document asked in English', () => {
  test('a programme: absent from lists, named in French by the pop-in', async () => {
    assert.equal((await call('/api/formations', { query: { locale: 'en', filters: { slug: { $eq: 'bts-mco' } } } })).body.data.length, 0);
    const { body } = await call('/api/crm-links/actions', { query: { locale: 'en' } });
    assert.equal(body.registration.find((c) => c.slug === 'bts-mco').name, 'BTS Management Commercial Opérationnel (MCO)');
  });

  test('a page: 404 by its French slug or documentId', async () => {
    assertError(await call('/api/ecole-articles/entreprises', { query: { locale: 'en' } }), 404);
    const { documentId } = (await call('/api/ecole-articles/entreprises', { query: { locale: 'fr', fields: ['slug'] } })).body.data;
    assertError(await call(`/api/ecole-articles/${documentId}`, { query: { locale: 'en' } }), 404);
  });

  test('offers have no English version: the English list is empty', async () => {
    assert.equal(await total('/api/offre-alternances', { locale: 'en' }), 0);
    assert.ok((await total('/api/offre-alternances', { locale: 'fr' })) > 0);
  });

  test('a campus: missing from the English list, answered in French by /campuses/{slug} and by the pop-in', async () => {
    const created = await call('/api/campuses', { token: writeToken, method: 'POST', query: { locale: 'fr' }, body: { data: { title: 'Campus de Vannes', slug: 'vannes', city: 'Vannes' } } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const dcg = await bySlug('/api/formations', 'dcg', 'fr', { fields: ['slug'], populate: {} });
    const link = { action: 'registration', url: 'https://candidature.example-ecole.fr/dcg/vannes', course: dcg.documentId, campus: created.body.data.documentId };
    assert.equal((await call('/api/crm-links', { token: writeToken, method: 'POST', body: { data: link } })).status, 201);

    assert.equal((await call('/api/campuses', { query: { locale: 'en', filters: { slug: { $eq: 'vannes' } } } })).body.data.length, 0);
    const fallback = (await call('/api/campuses/vannes', { query: { locale: 'en', fields: ['title', 'slug', 'locale'], populate: '' } })).body.data;
    assert.deepEqual([fallback.title, fallback.locale], ['Campus de Vannes', 'fr']);
    const campuses = (await call('/api/crm-links/registration/dcg/campuses', { query: { locale: 'en' } })).body;
    assert.ok(campuses.some((c) => c.slug === 'vannes' && c.name === 'Campus de Vannes'));
    assert.ok(campuses.some((c) => c.slug === 'lyon' && c.name === 'Lyon campus'));
    assert.deepEqual((await call('/api/crm-links/registration/dcg/vannes', { query: { locale: 'en' } })).body, { url: link.url });
  });

  test('an unknown campus is still a 404 in English', async () => {
    assertError(await call('/api/campuses/atlantis', { query: { locale: 'en' } }), 404);
  });
});
