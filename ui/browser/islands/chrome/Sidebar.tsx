/** The burger's right sidebar: main → submenu → subsubmenu with a back button, and its footer links. */
import { useAtomValue, useSetAtom } from "jotai";
import { useCallback, useEffect, useRef, type MouseEvent } from "react";
import type { MenuEntry, MenuLink } from "../../../../contract/model/menus";
import { sidebarActionAtom, sidebarAtom } from "../../state/chrome";
import { useLocale } from "../../state/locale";
import { chromeAtom } from "../../state/page";
import { KeptServerHtml } from "../../KeptServerHtml";
import { useHydrated } from "../../IslandRoot";
import { CallsToAction } from "../../chrome/CallsToAction";
import { EntryPageLink } from "./EntryPageLink";
import { Icon } from "../../chrome/icons";
import { Logo } from "../../chrome/Logo";
import { AlumniLink, LanguageLinks, ProfileMenu, ServicesMenu } from "./QuickLinks";
import { entryChildren, entryUrl, type Children } from "../../chrome/rules/menu";
import { SIDEBAR_ID } from "../../chrome/rules/sidebar";
import { useFocusTrap } from "./useFocusTrap";
import { InstantSearch } from "../../search/InstantSearch";

const PANEL_ID = "sidebar-panel";

export function Sidebar() {
  const state = useAtomValue(sidebarAtom);
  const dispatch = useSetAtom(sidebarActionAtom);
  const hydrated = useHydrated();
  const ref = useRef<HTMLDivElement>(null);
  const { m } = useLocale();
  const close = useCallback(() => dispatch({ type: "close" }), [dispatch]);
  useFocusTrap(ref, state.open, close);
  useOpenedBeforeScripts();
  // A page link chosen in the sidebar closes it (the next document then shows the page).
  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as Element).closest("a")) close();
  };
  return (
    <>
      <div className="sidebar-backdrop" hidden={!state.open} onClick={close} />
      <div
        ref={ref}
        id={SIDEBAR_ID}
        className={`sidebar${state.open ? " sidebar--open" : ""}`}
        role="dialog"
        aria-modal="true"
        aria-label={m.chrome.menu}
        // Closed, it is out of reach (also hidden by the stylesheet, which opens it without scripts).
        inert={hydrated && !state.open}
        onClick={closeOnLink}
      >
        <div className="sidebar__head">
          <Logo className="logo logo--small" />
          {hydrated ? (
            <button type="button" className="sidebar__close" onClick={close}>
              <Icon name="close" />
              <span className="visually-hidden">{m.chrome.closeMenu}</span>
            </button>
          ) : (
            <a className="sidebar__close" href="#contenu">
              <Icon name="close" />
              <span className="visually-hidden">{m.chrome.closeMenu}</span>
            </a>
          )}
        </div>
        <InstantSearch place="sidebar" />
        {/* Its levels are React's from the first opening on. */}
        <KeptServerHtml as="nav" className="sidebar__body" aria-label={m.chrome.mobileMenu} live={state.open}>
          <SidebarPanel />
        </KeptServerHtml>
        <div className="sidebar__foot">
          <LanguageLinks className="sidebar__languages" />
          <ProfileMenu id="sidebar-profile" />
          <AlumniLink className="sidebar__link" />
          <ServicesMenu id="sidebar-services" />
          <CallsToAction className="chrome-ctas--sidebar" onChoose={close} />
        </div>
      </div>
    </>
  );
}

/** A menu opened before the scripts ran (the address ends in #sidebar) stays open once they do, and the address forgets it. */
function useOpenedBeforeScripts() {
  const dispatch = useSetAtom(sidebarActionAtom);
  useEffect(() => {
    if (location.hash !== `#${SIDEBAR_ID}`) return;
    history.replaceState(history.state, "", location.pathname + location.search);
    dispatch({ type: "open" });
  }, [dispatch]);
}

/** The level on screen. Focus follows the drill-down: onto the back button going down, onto the entry going back. */
function SidebarPanel() {
  const { open, level, entry, section } = useAtomValue(sidebarAtom);
  const { navbar, campuses } = useAtomValue(chromeAtom);
  const { locale, m } = useLocale();
  const dispatch = useSetAtom(sidebarActionAtom);
  const panel = useRef<HTMLDivElement>(null);
  const cameFrom = useRef<{ entry: number | null; section: number | null }>({ entry: null, section: null });

  const previous = useRef(level);

  useEffect(() => {
    const from = previous.current;
    previous.current = level;
    if (!open || from === level) return;
    const { entry: lastEntry, section: lastSection } = cameFrom.current;
    const selector =
      level === "main" ? `[data-entry="${lastEntry}"]` : level === "submenu" && from === "subsubmenu" ? `[data-section="${lastSection}"]` : ".sidebar__back";
    panel.current?.querySelector<HTMLElement>(selector)?.focus();
  }, [open, level]);

  const current = entry === null ? undefined : navbar[entry];
  const children = current ? entryChildren(current, campuses, locale) : null;

  const enter = (index: number) => {
    cameFrom.current = { entry: index, section: null };
    dispatch({ type: "enter", entry: index });
  };
  const enterSection = (index: number) => {
    cameFrom.current = { ...cameFrom.current, section: index };
    dispatch({ type: "enterSection", section: index });
  };

  return (
    <div ref={panel} id={PANEL_ID} className="sidebar__panel" data-level={level}>
      {level === "main" || !current || !children ? (
        <ul className="sidebar__list">
          {navbar.map((item, index) => (
            <li key={`${item.__component}-${item.id ?? index}`}>
              <MainLevelItem item={item} index={index} onEnter={enter} />
            </li>
          ))}
        </ul>
      ) : (
        <>
          <button type="button" className="sidebar__back" onClick={() => dispatch({ type: "back" })}>
            <Icon name="chevron-left" />
            {m.chrome.back}
          </button>
          {level === "subsubmenu" && children.kind === "sections" && section !== null && children.sections[section] ? (
            <>
              <p className="sidebar__title">{children.sections[section].Titre}</p>
              <SidebarLinks links={children.sections[section].items} />
            </>
          ) : (
            <>
              <p className="sidebar__title">{current.label}</p>
              {children.kind === "sections" ? (
                <ul className="sidebar__list">
                  {children.sections.map((s, index) => (
                    <li key={s.id ?? index}>
                      <button type="button" className="sidebar__item" data-section={index} aria-controls={PANEL_ID} onClick={() => enterSection(index)}>
                        {s.Titre}
                        <Icon name="chevron-right" />
                      </button>
                    </li>
                  ))}
                </ul>
              ) : (
                <SidebarLinks links={children.links} />
              )}
              <EntryPageLink url={entryUrl(current)} label={current.label} className="sidebar__all" />
            </>
          )}
        </>
      )}
    </div>
  );
}

function MainLevelItem({ item, index, onEnter }: { item: MenuEntry; index: number; onEnter: (index: number) => void }) {
  const { campuses } = useAtomValue(chromeAtom);
  const hydrated = useHydrated();
  const { locale } = useLocale();
  const children = entryChildren(item, campuses, locale);
  if (children && !hydrated) return <EntryDisclosure item={item} levels={children} />;
  if (children) {
    return (
      <button type="button" className="sidebar__item" data-entry={index} aria-controls={PANEL_ID} onClick={() => onEnter(index)}>
        {item.label}
        <Icon name="chevron-right" />
      </button>
    );
  }
  const url = entryUrl(item);
  return url ? (
    <a className="sidebar__item" href={url} data-entry={index}>
      {item.label}
    </a>
  ) : null;
}

/** Before the scripts run, an entry's levels unfold in place: native disclosures instead of the drill-down. */
function EntryDisclosure({ item, levels }: { item: MenuEntry; levels: NonNullable<Children> }) {
  return (
    <details className="sidebar__group">
      <summary className="sidebar__item">
        {item.label}
        <Icon name="chevron-down" />
      </summary>
      {levels.kind === "links" ? (
        <SidebarLinks links={levels.links} />
      ) : (
        levels.sections.map((section, index) => (
          <details key={section.id ?? index} className="sidebar__group sidebar__group--section">
            <summary className="sidebar__item">
              {section.Titre}
              <Icon name="chevron-down" />
            </summary>
            <SidebarLinks links={section.items} />
          </details>
        ))
      )}
      <EntryPageLink url={entryUrl(item)} label={item.label} className="sidebar__all" />
    </details>
  );
}

function SidebarLinks({ links }: { links: MenuLink[] }) {
  return (
    <ul className="sidebar__list">
      {links.map((link, index) => (
        <li key={link.id ?? index}>
          <a className="sidebar__item" href={link.url}>
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
