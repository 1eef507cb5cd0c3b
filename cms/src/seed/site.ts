import { FORMATIONS } from './data/formations';
import { FOOTER, navbar } from './data/menus';
import { SETTINGS } from './data/settings';
import { TAXONOMY_FR } from './data/taxonomy';
import { uploadImage, uploadPhoto } from './media';
import { demoQualiopi } from './qualiopi';
import { publish } from './write';

/** Navbar and footer menus. */
export async function seedMenus() {
  const menu = 'api::menu-enrichi.menu-enrichi';
  await publish(menu, { title: 'Menu principal', type: 'navbarproto', body: navbar(FORMATIONS) });
  await publish(menu, { title: 'Pied de page', type: 'footer', body: FOOTER });
}

/** The school's wordmark: a monogram, its name and a tagline, drawn as a small SVG (nothing downloaded). */
export const logoSvg = (tagline: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 220 56" width="220" height="56">
<rect x="2" y="4" width="48" height="48" rx="12" fill="#12325f"/>
<path d="M15 40V16h19v5.5H21.5v3.6H32v5.4H21.5v3.9H34V40z" fill="#fff"/><circle cx="40" cy="38" r="3.2" fill="#f26b3a"/>
<text x="60" y="26" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="19" font-weight="700" fill="#12325f">École Exemple</text>
<text x="60" y="45" font-family="Segoe UI, Helvetica, Arial, sans-serif" font-size="10.5" fill="#5b6477" letter-spacing=".5">${tagline}</text>
</svg>`;

/** The home page's photograph and the share image's: the same scene. */
export const HOME_PHOTO = 0;

/** The settings single type, with a generated logo, the home page's photograph, a share image and the demo's Qualiopi certificate. */
export async function seedSettings() {
  const logo = await uploadImage(strapi, 'logo-ecole-exemple', 'École Exemple', Buffer.from(logoSvg('26 CAMPUS EN FRANCE')), 'svg');
  const homeImage = await uploadPhoto(strapi, { name: 'accueil-ecole-exemple', alt: 'Des étudiants devant l’entrée d’un campus d’École Exemple' }, HOME_PHOTO);
  const shareImage = await uploadPhoto(strapi, { name: 'partage-ecole-exemple', alt: 'École Exemple – 26 campus en France' }, HOME_PHOTO);
  await publish('api::website-setting.website-setting', { ...SETTINGS, logo, homeImage, shareImage, qualiopi: await demoQualiopi() });
}

/** One taxonomy document per key, with its French label. */
export async function seedTaxonomy() {
  for (const [key, label] of Object.entries(TAXONOMY_FR)) await publish('api::taxonomy.taxonomy', { key, label });
}
