import { FORMATIONS } from './data/formations';
import { FOOTER, FOOTER_EN, NAVBAR_EN, navbar } from './data/menus';
import { SETTINGS, SETTINGS_EN } from './data/settings';
import { TAXONOMY_EN, TAXONOMY_FR } from './data/taxonomy';
import { uploadPng } from './media';
import { gradientPng } from './png';
import { publish, translate } from './write';

/** Navbar and footer menus, in French and English. */
export async function seedMenus() {
  const menu = 'api::menu-enrichi.menu-enrichi';
  const nav = await publish(menu, { title: 'Menu principal', type: 'navbarproto', body: navbar(FORMATIONS) });
  await translate(menu, nav, { title: 'Main menu', type: 'navbarproto', body: NAVBAR_EN });
  const footer = await publish(menu, { title: 'Pied de page', type: 'footer', body: FOOTER });
  await translate(menu, footer, { title: 'Footer', type: 'footer', body: FOOTER_EN });
}

/** The settings single type, with a generated logo and share image. */
export async function seedSettings() {
  const logo = await uploadPng(strapi, 'logo-ecole-exemple', 'École Exemple', gradientPng(200, 60, [18, 38, 84], [0, 150, 200]));
  const shareImage = await uploadPng(strapi, 'partage-ecole-exemple', 'École Exemple – 26 campus en France', gradientPng(240, 126, [0, 150, 200], [18, 38, 84]));
  const uid = 'api::website-setting.website-setting';
  const documentId = await publish(uid, { ...SETTINGS, logo, shareImage });
  await translate(uid, documentId, { ...SETTINGS_EN, logo, shareImage });
}

/** One taxonomy document per key, with its fr and (when it exists) en label. */
export async function seedTaxonomy() {
  const uid = 'api::taxonomy.taxonomy';
  for (const [key, label] of Object.entries(TAXONOMY_FR)) {
    const documentId = await publish(uid, { key, label });
    if (TAXONOMY_EN[key]) await translate(uid, documentId, { key, label: TAXONOMY_EN[key] });
  }
}
