/**
 * The English demo: English versions (locale `en`, same documentId) of the main French documents, written
 * after the whole French seed so the French entries are exactly those of a French-only seed. Relations and
 * images are read back from the French documents; dates and figures come from the same seed data.
 */
import type { UID } from '@strapi/strapi';
import { unitsOf } from './catalogue';
import { eventData, pathParts, publishDateOf } from './content';
import { ARTICLES } from './data/articles';
import { CAMPUSES } from './data/campuses';
import { FICHES_METIERS } from './data/careers';
import { EVENTS } from './data/events';
import { FORMATIONS } from './data/formations';
import { NEWS } from './data/news';
import { TAXONOMY_EN } from './data/taxonomy';
import { ENGLISH_ARTICLES } from './data/english/articles';
import { campusEn, campusTitleEn } from './data/english/campuses';
import { ENGLISH_CAREERS, careerDescriptionEn } from './data/english/careers';
import { ENGLISH_EVENTS } from './data/english/events';
import { CATEGORY_TEXT_EN, ENGLISH_FORMATIONS, objectivesEn, priceEn, summaryEn } from './data/english/formations';
import { FOOTER_EN, navbarEn } from './data/english/menus';
import { ENGLISH_CATEGORIES, ENGLISH_NEWS, newsContentEn } from './data/english/news';
import { LOGO_TAGLINE_EN, SETTINGS_EN, SHARE_IMAGE_ALT_EN } from './data/english/settings';
import { uploadImage, uploadPhoto } from './media';
import { HOME_PHOTO, logoSvg } from './site';
import { translate } from './write';

type FrenchDocument = { documentId: string; slug?: string; rubrique?: string } & Record<string, unknown>;

const CAMPUS = 'api::campus.campus';
const FORMATION = 'api::formation.formation';
const ARTICLE = 'api::ecole-article.ecole-article';
const MENU = 'api::menu-enrichi.menu-enrichi';
const SETTINGS = 'api::website-setting.website-setting';

/** The published French documents of a type, keyed by `keyOf` (their slug by default). */
async function frenchDocuments(uid: UID.ContentType, populate: Record<string, unknown> = {}, keyOf = (entry: FrenchDocument) => entry.slug) {
  const entries = (await strapi.documents(uid).findMany({ locale: 'fr', status: 'published', populate } as never)) as unknown as FrenchDocument[];
  return new Map(entries.map((entry) => [keyOf(entry), entry]));
}

const mediaId = (media: unknown) => (media as { id: number } | null)?.id ?? null;
const documentIdsOf = (relations: unknown) => ((relations as { documentId: string }[] | null) ?? []).map((relation) => relation.documentId);

/** Every campus, with the French campus's picture. */
async function translateCampuses() {
  const french = await frenchDocuments(CAMPUS, { image: true });
  for (const [index, c] of CAMPUSES.entries()) {
    const entry = french.get(c.slug);
    await translate(CAMPUS, entry.documentId, { ...campusEn(c, index), image: mediaId(entry.image) });
  }
  return new Map([...french].map(([slug, entry]) => [slug, entry.documentId]));
}

/** The programmes of ENGLISH_FORMATIONS, taught on the same campuses as in French. */
async function translateFormations() {
  const french = await frenchDocuments(FORMATION, { image: true, campuses: { fields: ['slug'] } });
  for (const f of FORMATIONS.filter((formation) => ENGLISH_FORMATIONS[formation.slug])) {
    const { slug, title } = ENGLISH_FORMATIONS[f.slug];
    const entry = french.get(f.slug);
    const text = CATEGORY_TEXT_EN[f.category];
    await translate(FORMATION, entry.documentId, {
      title,
      slug,
      category: f.category,
      entryLevel: f.entryLevel,
      graduationLevel: f.graduationLevel,
      rhythm: f.rhythm,
      duration: f.duration,
      summary: summaryEn(title, f),
      objectives: objectivesEn(title, f),
      teachingUnits: unitsOf(text.units),
      skillUnits: unitsOf(text.skills),
      admission: text.admission,
      certification: text.certification,
      price: priceEn(f),
      image: mediaId(entry.image),
      campuses: documentIdsOf(entry.campuses),
      seo: { metaTitle: `${title} – École Exemple`, metaDescription: `${title} on our campuses across France.` },
    });
  }
}

/** The next events of ENGLISH_EVENTS: the French dates, type, registration link and campus. */
async function translateEvents(campusIds: Map<string, string>) {
  const french = await frenchDocuments('api::event.event');
  for (const e of EVENTS.filter((event) => ENGLISH_EVENTS[event.slug])) {
    await translate('api::event.event', french.get(e.slug).documentId, { ...eventData(campusIds)(e), ...ENGLISH_EVENTS[e.slug] });
  }
}

/** Every news category, then the posts of ENGLISH_NEWS with the French post's image, date and campuses. */
async function translateNews(campusIds: Map<string, string>) {
  const categories = await frenchDocuments('api::category.category');
  for (const [slug, text] of Object.entries(ENGLISH_CATEGORIES)) await translate('api::category.category', categories.get(slug).documentId, text);

  const french = await frenchDocuments('api::ecole-new.ecole-new', { focusImage: true });
  for (const n of NEWS.filter((post) => ENGLISH_NEWS[post.slug])) {
    const { slug, title, summary } = ENGLISH_NEWS[n.slug];
    await translate('api::ecole-new.ecole-new', french.get(n.slug).documentId, {
      title,
      slug,
      kind: n.kind,
      summary,
      content: newsContentEn(summary),
      publishDate: publishDateOf(n),
      focusImage: mediaId(french.get(n.slug).focusImage),
      cat_news: categories.get(n.category).documentId,
      campus_infos: n.campuses.map((campus) => ({ title: campusTitleEn(CAMPUSES.find((c) => c.slug === campus)), slug: campus, campus: campusIds.get(campus) })),
      seo: { metaTitle: `${title} – École Exemple`, metaDescription: summary },
    });
  }
}

/** The pages of ENGLISH_ARTICLES, with their English rubrique and slug and the French page's layout. */
async function translateArticles() {
  const french = await frenchDocuments(ARTICLE, {}, (entry) => (entry.rubrique === entry.slug ? entry.slug : `${entry.rubrique}/${entry.slug}`));
  for (const { from, path, title, summary, sections } of ENGLISH_ARTICLES) {
    await translate(ARTICLE, french.get(from).documentId, {
      title,
      ...pathParts(path),
      pageLayout: ARTICLES.find((a) => a.path === from).pageLayout,
      summary,
      sections,
      seo: { metaTitle: `${title} – École Exemple`, metaDescription: summary },
    });
  }
}

/** The career sheets of ENGLISH_CAREERS, linked to those of their programmes that exist in English. */
async function translateCareers() {
  const formations = await frenchDocuments(FORMATION);
  const french = await frenchDocuments('api::fiche-metier.fiche-metier');
  for (const sheet of FICHES_METIERS.filter((f) => ENGLISH_CAREERS[f.slug])) {
    const { missions, ...text } = ENGLISH_CAREERS[sheet.slug];
    await translate('api::fiche-metier.fiche-metier', french.get(sheet.slug).documentId, {
      ...text,
      description: careerDescriptionEn(text.summary),
      missions: missions.map((mission) => `- ${mission}`).join('\n'),
      formations: sheet.formations.filter((slug) => ENGLISH_FORMATIONS[slug]).map((slug) => formations.get(slug).documentId),
    });
  }
}

/** The navbar and footer, each the English version of its French menu. */
async function translateMenus() {
  const menus = await frenchDocuments(MENU, {}, (entry) => entry.type as string);
  await translate(MENU, menus.get('navbarproto').documentId, { title: 'Main menu', type: 'navbarproto', body: navbarEn() });
  await translate(MENU, menus.get('footer').documentId, { title: 'Footer', type: 'footer', body: FOOTER_EN });
}

/** The English label of every dictionary key that has one (English has no entry level 1). */
async function translateTaxonomy() {
  const french = await frenchDocuments('api::taxonomy.taxonomy', {}, (entry) => entry.key as string);
  for (const [key, label] of Object.entries(TAXONOMY_EN)) await translate('api::taxonomy.taxonomy', french.get(key).documentId, { key, label });
}

/** The settings, with an English logo and share image; the home page's photograph and the Qualiopi certificate are the French ones (not localised). */
async function translateSettings() {
  const qualiopiMedia = { populate: { certificate: true, certificateFile: true, mark: true } };
  const { documentId, qualiopi, homeImage } = await strapi.documents(SETTINGS).findFirst({ locale: 'fr', status: 'published', fields: ['siteName'], populate: { qualiopi: qualiopiMedia, homeImage: true } } as never);
  const logo = await uploadImage(strapi, 'logo-ecole-exemple-en', SETTINGS_EN.siteName, Buffer.from(logoSvg(LOGO_TAGLINE_EN)), 'svg');
  const shareImage = await uploadPhoto(strapi, { name: 'share-ecole-exemple-en', alt: SHARE_IMAGE_ALT_EN }, HOME_PHOTO);
  const { id: _id, certificate, certificateFile, mark, ...certified } = qualiopi;
  await translate(SETTINGS, documentId, {
    ...SETTINGS_EN,
    logo,
    homeImage: mediaId(homeImage),
    shareImage,
    qualiopi: { ...certified, certificate: mediaId(certificate), certificateFile: mediaId(certificateFile), mark: mediaId(mark) },
  });
}

export async function seedEnglish() {
  await translateSettings();
  await translateMenus();
  await translateTaxonomy();
  const campusIds = await translateCampuses();
  await translateFormations();
  await translateEvents(campusIds);
  await translateNews(campusIds);
  await translateArticles();
  await translateCareers();
}
