/** The main bar's menu: the CMS navbar entries as campus mega-menu, sectioned dropdowns, simple menus or links. */
import { routePath } from "../../../../core/routes";
import { useAtomValue } from "jotai";
import type { CampusLink, MenuEntry, MenuLink } from "../../../../contract/model/menus";
import type { IslandChrome } from "../../../../contract/page";
import { useLocale } from "../../state/locale";
import { chromeAtom } from "../../state/page";
import { EmptyState } from "../../EmptyState";
import { EntryPageLink } from "./EntryPageLink";
import { HoverDropdown } from "./HoverDropdown";
import { campusColumns, campusLinks, entryUrl } from "../../chrome/rules/menu";

export function MainMenu() {
  const site = useAtomValue(chromeAtom);
  const { m } = useLocale();
  return (
    <nav className="main-menu" aria-label={m.chrome.mainMenu}>
      <ul className="main-menu__list">
        {site.navbar.map((entry, index) => (
          <MainEntry key={`${entry.__component}-${entry.id ?? index}`} id={`menu-${index}`} entry={entry} site={site} />
        ))}
      </ul>
    </nav>
  );
}

function MainEntry({ id, entry, site }: { id: string; entry: MenuEntry; site: IslandChrome }) {
  const url = entryUrl(entry);
  if (entry.__component === "core.campus" && site.campuses.length) {
    return (
      <HoverDropdown id={id} label={entry.label} url={url} wide>
        <CampusPanel campuses={site.campuses} events={site.events} allUrl={url} />
      </HoverDropdown>
    );
  }
  if (entry.__component === "core.menu-dropdown" && entry.menu_sections.length) {
    return (
      <HoverDropdown id={id} label={entry.label} url={url} wide>
        <div className="dropdown__sections">
          {entry.menu_sections.map((section, index) => (
            <div key={section.id ?? index} className="dropdown__section">
              <p id={`${id}-section-${index}`} className="dropdown__title">{section.Titre}</p>
              <LinkList links={section.items} labelledBy={`${id}-section-${index}`} />
            </div>
          ))}
        </div>
        {/* The trigger opens the panel rather than following a link: the entry's page is reached from inside. */}
        <EntryPageLink url={url} label={entry.label} className="mega__all" />
      </HoverDropdown>
    );
  }
  if (entry.__component === "core.menu" && entry.items.length) {
    return (
      <HoverDropdown id={id} label={entry.label} url={url} wide={false}>
        <LinkList links={entry.items} />
        <EntryPageLink url={url} label={entry.label} className="mega__all" />
      </HoverDropdown>
    );
  }
  if (!url) return null;
  return (
    <li className="main-menu__item">
      <a className="main-menu__trigger" href={url}>{entry.label}</a>
    </li>
  );
}

function LinkList({ links, labelledBy }: { links: MenuLink[]; labelledBy?: string }) {
  return (
    <ul className="dropdown__links" aria-labelledby={labelledBy}>
      {links.map((link, index) => (
        <li key={link.id ?? index}>
          <a href={link.url}>{link.label}</a>
        </li>
      ))}
    </ul>
  );
}

/** Campuses in 3 columns of 11, then the next events. */
function CampusPanel({ campuses, events, allUrl }: { campuses: CampusLink[]; events: IslandChrome["events"]; allUrl: string | null }) {
  const { locale, m, path } = useLocale();
  const texts = m.chrome.campusMenu;
  return (
    <div className="mega">
      <div className="mega__campuses">
        <p className="dropdown__title">{texts.title}</p>
        <div className="mega__columns">
          {campusColumns(campusLinks(campuses, locale)).map((column, index) => (
            <LinkList key={index} links={column} />
          ))}
        </div>
        {allUrl && (
          <a className="mega__all" href={allUrl}>
            {texts.all}
          </a>
        )}
      </div>
      <div className="mega__events">
        <p className="dropdown__title">{texts.events}</p>
        {events.length ? (
          <ul className="mega__event-list">
            {events.map((event) => (
              <li key={event.slug}>
                <a className="mega__event" href={path(routePath("event", { slug: event.slug }))}>
                  <time className="mega__event-date" dateTime={event.dateStart}>{event.shortDay}</time>
                  <span>{event.title}</span>
                </a>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState kind="events" />
        )}
        <a className="mega__all" href={path(routePath("agenda"))}>
          {texts.agenda}
        </a>
      </div>
    </div>
  );
}
