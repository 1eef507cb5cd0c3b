/** The footer: logo (and the Qualiopi mark where it may be), visible socials, CMS footer menu columns, legal row and the group's frame. */
import { useAtomValue } from "jotai";
import { ACCESSIBILITY_RUBRIQUE } from "../../../core/accessibility";
import { CONSENT_BANNER_ID } from "../../../core/consent";
import { GROUP_FOOTER_FRAME_HEIGHT_PX } from "../../../core/constants";
import { showsQualiopiMark } from "../../../core/qualiopi";
import { routePath } from "../../../core/routes";
import { useLocale } from "../../browser/state/locale";
import { chromeAtom, configAtom, pageAtom } from "../../browser/state/page";
import { footerAtom, qualiopiAtom } from "../../state/document";
import { Image } from "../Image";
import { ChromeAnchor } from "../../browser/chrome/ChromeAnchor";
import { Logo } from "../../browser/chrome/Logo";
import { groupFooterUrl, groupLinks, legalLinks } from "../../browser/chrome/rules/links";
import { footerColumns } from "../../browser/chrome/rules/menu";
import { visibleSocials } from "./socials";
import { SocialIcon } from "./SocialIcon";

export function SiteFooter() {
  const { settings } = useAtomValue(chromeAtom);
  const footer = useAtomValue(footerAtom);
  const config = useAtomValue(configAtom);
  const qualiopi = useAtomValue(qualiopiAtom);
  const { route } = useAtomValue(pageAtom);
  const { locale, m } = useLocale();
  const texts = m.chrome.footer;
  const socials = visibleSocials(settings);
  return (
    <footer className="site-footer">
      <div className="container site-footer__top">
        <div className="site-footer__brand">
          <Logo className="logo logo--footer" />
          {/* The mark certifies the school, not a programme: institutional pages only (core/qualiopi.ts). */}
          {qualiopi && showsQualiopiMark(route?.name) && (
            <a className="site-footer__qualiopi" href={routePath("demarche-qualite", {}, locale)}>
              <Image media={qualiopi.mark} slot="mark" alt={texts.qualiopiMark} />
            </a>
          )}
        </div>
        {socials.length > 0 && (
          <ul className="socials" aria-label={texts.socials}>
            {socials.map((social) => (
              <li key={social.network}>
                <a className="socials__link" href={social.url} target="_blank" rel="noopener noreferrer" data-network={social.network}>
                  <SocialIcon network={social.network} />
                  <span className="visually-hidden">{`${social.label} ${texts.newTab}`}</span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </div>
      <nav className="container site-footer__menus" aria-label={texts.siteMap}>
        {footerColumns(footer).map((column, index) => (
          <div key={index} className={`site-footer__column site-footer__column--${column.kind}`}>
            {column.kind === "menu" && <p className="site-footer__title" id={`footer-column-${index}`}>{column.label}</p>}
            <ul aria-labelledby={column.kind === "menu" ? `footer-column-${index}` : undefined}>
              {column.links.map((link, linkIndex) => (
                <li key={linkIndex}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </nav>
      <div className="site-footer__bottom">
        <ul className="container site-footer__legal">
          {legalLinks(locale).map((link) => (
            <li key={link.url}>
              <ChromeAnchor link={link} />
            </li>
          ))}
          <li>
            {/* The declared RGAA state, from the CMS's settings, on every page: the law's mention, to the statement. */}
            <a href={routePath("rubrique", { rubrique: ACCESSIBILITY_RUBRIQUE }, locale)}>{texts.accessibility[settings?.accessibilityStatus ?? "non-conforme"]}</a>
          </li>
          {qualiopi && (
            <li>
              <a href={routePath("demarche-qualite", {}, locale)}>{texts.qualiopi}</a>
            </li>
          )}
          {config?.CONSENT_REQUIRED && (
            <li>
              {/* The banner is this page's target: shown again without a script (CSS :target), focus moved to it. */}
              <a href={`#${CONSENT_BANNER_ID}`}>{texts.cookies}</a>
            </li>
          )}
          {groupLinks(config, locale).map((link) => (
            <li key={link.url}>
              <ChromeAnchor link={link} newTab>
                {link.label}
                <span className="visually-hidden">{` ${texts.newTab}`}</span>
              </ChromeAnchor>
            </li>
          ))}
        </ul>
      </div>
      {/* Another site's page: no scripts, no access to ours; its links may open the top page or a new tab. */}
      <iframe
        className="site-footer__group"
        src={groupFooterUrl(config)}
        title={texts.group}
        loading="lazy"
        height={GROUP_FOOTER_FRAME_HEIGHT_PX}
        sandbox="allow-popups allow-popups-to-escape-sandbox allow-top-navigation-by-user-activation"
      />
    </footer>
  );
}
