import { describe, expect, it } from "vitest";
import { parseBlocks, parseInline, parseMarkdown, safeHref } from "./parse";

describe("rich text parsing", () => {
  it("reads markdown paragraphs, headings (never above h2), lists and quotes", () => {
    const blocks = parseMarkdown("Intro **forte**.\nsuite\n\n# Titre\n\n## L’essentiel\n\n- un\n- deux\n\n1. premier\n\n> cité");
    expect(blocks.map((b) => b.type)).toEqual(["paragraph", "heading", "heading", "list", "list", "quote"]);
    expect(blocks[0]).toEqual({ type: "paragraph", children: [{ type: "text", value: "Intro " }, { type: "strong", children: [{ type: "text", value: "forte" }] }, { type: "text", value: ". suite" }] });
    expect(blocks[1]).toMatchObject({ type: "heading", level: 2 });
    expect(blocks[3]).toMatchObject({ type: "list", ordered: false, items: [[{ value: "un" }], [{ value: "deux" }]] });
    expect(blocks[4]).toMatchObject({ type: "list", ordered: true });
  });

  it("keeps raw HTML as text and refuses unsafe link targets", () => {
    expect(parseInline("<script>alert(1)</script>")).toEqual([{ type: "text", value: "<script>alert(1)</script>" }]);
    expect(parseInline("[clic](javascript:alert%281%29)")).toEqual([{ type: "text", value: "clic" }]);
    expect(parseInline("[site](/admission)")).toEqual([{ type: "link", href: "/admission", children: [{ type: "text", value: "site" }] }]);
    expect(safeHref("//evil.example")).toBeNull();
    expect(safeHref("mailto:a@b.fr")).toBe("mailto:a@b.fr");
  });

  it("reads Strapi 5 blocks JSON", () => {
    const blocks = parseBlocks([
      { type: "heading", level: 1, children: [{ type: "text", text: "Titre" }] },
      { type: "paragraph", children: [{ type: "text", text: "gras", bold: true }, { type: "link", url: "data:text/html,x", children: [{ type: "text", text: "lien" }] }] },
      { type: "list", format: "ordered", children: [{ type: "list-item", children: [{ type: "text", text: "a" }] }] },
      { type: "image", image: {} },
    ]);
    expect(blocks).toEqual([
      { type: "heading", level: 2, children: [{ type: "text", value: "Titre" }] },
      { type: "paragraph", children: [{ type: "strong", children: [{ type: "text", value: "gras" }] }, { type: "text", value: "lien" }] },
      { type: "list", ordered: true, items: [[{ type: "text", value: "a" }]] },
    ]);
  });
});
