import { Provider } from "jotai";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { BootData, PublicConfig } from "../../boot";
import { createSiteStore } from "../../state/site";
import { SiteFooter } from "./SiteFooter";

function render(config: Partial<PublicConfig>) {
  const boot = {
    assets: { styles: [], modulePreloads: [] },
    site: { settings: null, navbar: [], footer: [], campuses: [], events: [] },
    page: { path: "/", route: null, layout: "default", head: { title: "" }, data: null, error: null },
    config: config as PublicConfig,
    locale: "fr",
    device: "desktop",
  } satisfies BootData;
  return renderToStaticMarkup(
    <Provider store={createSiteStore(boot)}>
      <SiteFooter />
    </Provider>,
  );
}

describe("SiteFooter group frame", () => {
  it("embeds the group footer page, 115 px high, lazy-loaded and titled", () => {
    const html = render({ GROUP_FOOTER_URL: "https://groupe.test/footer" });
    expect(html).toMatch(/<iframe class="site-footer__group" src="https:\/\/groupe.test\/footer" title="Les écoles du groupe" loading="lazy" height="115"/);
  });

  it("has no frame when no address is configured", () => {
    expect(render({ GROUP_FOOTER_URL: "" })).not.toContain("<iframe");
  });
});
