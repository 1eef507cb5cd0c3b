import { FORMATIONS } from './data/formations';
import { FOOTER, FOOTER_EN, NAVBAR_EN, navbar } from './data/menus';
import { SETTINGS, SETTINGS_EN } from './data/settings';
import { TAXONOMY_EN, TAXONOMY_FR } from './data/taxonomy';
import { uploadImage } from './media';
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

/** The school's wordmark: a monogram and its name, drawn as a small SVG (nothing downloaded). */
const LOGO_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 56" width="220" height="56">
<rect x="2" y="4" width="48" height="48" rx="12" fill="#12325f"/>
<path d="M15 40V16h19v5.5H21.5v3.6H32v5.4H21.5v3.9H34V40z" fill="#fff"/><circle cx="40" cy="38" r="3.2" fill="#f26b3a"/>
<text x="60" y="26" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="#12325f">École Exemple</text>
<text x="60" y="45" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="10.5" fill="#5b6477" letter-spacing=".5">26 CAMPUS EN FRANCE</text>
</svg>`;

/** The settings single type, with a generated logo and share image. */
export async function seedSettings() {
  const logo = await uploadImage(strapi, 'logo-ecole-exemple', 'École Exemple', Buffer.from(LOGO_SVG), 'svg');
  const shareImage = await uploadImage(strapi, 'partage-ecole-exemple', 'École Exemple – 26 campus en France', gradientPng(240, 126, [0, 150, 200], [18, 38, 84]));
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
