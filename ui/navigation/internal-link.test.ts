import { describe, expect, it } from "vitest";
import { internalTarget, type ClickInfo } from "./internal-link";

const HERE = "https://www.ecole.test/formations/dcg?x=1";
const click = (href: string | null, more: Partial<ClickInfo> = {}): ClickInfo => ({ href, target: null, download: false, button: 0, modified: false, ...more });

describe("internalTarget", () => {
  it("reads an in-page anchor against the page on screen, not the site's root", () => {
    expect(internalTarget(click("#admission"), HERE)).toEqual({ kind: "anchor", hash: "#admission" });
    expect(internalTarget(click("/formations/dcg?x=1#tarif"), HERE)).toEqual({ kind: "anchor", hash: "#tarif" });
    expect(internalTarget(click("https://www.ecole.test/formations/dcg?x=1#objectifs"), HERE)).toEqual({ kind: "anchor", hash: "#objectifs" });
  });

  it("takes '#' alone for the top of the page", () => {
    expect(internalTarget(click("#"), HERE)).toEqual({ kind: "anchor", hash: "" });
  });

  it("navigates to another page, or the same path with another query, with its anchor", () => {
    expect(internalTarget(click("/agenda"), HERE)).toEqual({ kind: "page", path: "/agenda" });
    expect(internalTarget(click("/#home-events-title"), HERE)).toEqual({ kind: "page", path: "/#home-events-title" });
    expect(internalTarget(click("/formations/dcg#admission"), HERE)).toEqual({ kind: "page", path: "/formations/dcg#admission" });
    expect(internalTarget(click("campus"), "https://www.ecole.test/formations/")).toEqual({ kind: "page", path: "/formations/campus" });
  });

  it("a link to the page on screen without an anchor loads it again", () => {
    expect(internalTarget(click("/formations/dcg?x=1"), HERE)).toEqual({ kind: "page", path: "/formations/dcg?x=1" });
  });

  it("leaves other sites, edge paths, files, new tabs, downloads and modified clicks to the browser", () => {
    for (const info of [
      click("https://ailleurs.test/#admission"),
      click("/api/crm-links/actions"),
      click("/_data/agenda"),
      click("/crm/confirm?action=brochure"),
      click("/group-footer.html"),
      click("#admission", { target: "_blank" }),
      click("#admission", { download: true }),
      click("#admission", { button: 1 }),
      click("#admission", { modified: true }),
      click(null),
      click("http://[::1"),
    ]) {
      expect(internalTarget(info, HERE), JSON.stringify(info)).toBeNull();
    }
  });
});
