import * as v from "valibot";
import { describe, expect, it } from "vitest";
import { WebsiteSettings } from "../../../contract/model/settings";
import { renderChrome } from "../../../tests/ui/render-chrome";
import { bootAtom } from "../state/page";
import { Logo } from "./Logo";

describe("Logo", () => {
  const settings = v.parse(WebsiteSettings, { siteName: "École", logo: { url: "/uploads/logo.svg", alternativeText: "", width: 180, height: 48 } });
  const rendered = () =>
    renderChrome(<Logo />, {}, "/", {}, (store) => {
      const boot = store.get(bootAtom)!;
      store.set(bootAtom, { ...boot, chrome: { ...boot.chrome, settings } });
    });

  it("loads the CMS's logo with the page, never lazily (in every page's first screen, a page rendered ahead included), behind the LCP image", () => {
    const html = rendered();
    expect(html).toMatch(/<a class="logo" href="\/" aria-label="[^"]*École[^"]*"><img class="logo__image" src="\/media\/svg\/uploads\/logo.svg"/);
    expect(html).toContain('loading="eager" fetchPriority="low"');
  });
});
