/** The rich text renderer: what editors write (lists, tables, images, breaks, quotes, code) and what it refuses to pass through. */
import { describe, expect, it } from "vitest";
import { richTextHtml } from "./render";

const html = (source: string) => richTextHtml(source).replace(/\n/g, "");

describe("rich text rendering", () => {
  it("writes paragraphs, emphasis and code; a single line break is a space, two trailing spaces or a backslash a hard break", () => {
    expect(html("Intro **forte** et _douce_, `code`.\nsuite")).toBe("<p>Intro <strong>forte</strong> et <em>douce</em>, <code>code</code>.\nsuite</p>".replace(/\n/g, ""));
    expect(richTextHtml("un\ndeux")).toBe("<p>un\ndeux</p>\n");
    expect(html("un  \ndeux\\\ntrois")).toBe("<p>un<br>deux<br>trois</p>");
  });

  it("starts headings at h2 and stops at h4, under the page's h1", () => {
    expect(html("# Titre\n\n## L’essentiel\n\n### Détail\n\n###### Fin")).toBe("<h2>Titre</h2><h2>L’essentiel</h2><h3>Détail</h3><h4>Fin</h4>");
  });

  it("nests lists, ordered and not", () => {
    expect(html("- un\n  - un.a\n  - un.b\n- deux\n\n1. premier\n2. second")).toBe(
      "<ul><li>un<ul><li>un.a</li><li>un.b</li></ul></li><li>deux</li></ul><ol><li>premier</li><li>second</li></ol>",
    );
  });

  it("draws tables in a frame that scrolls on a phone", () => {
    expect(html("| Campus | Places |\n|---|--:|\n| Paris | 30 |")).toBe(
      '<div class="rich-text__table" tabindex="0"><table><thead><tr><th>Campus</th><th style="text-align:right">Places</th></tr></thead><tbody><tr><td>Paris</td><td style="text-align:right">30</td></tr></tbody></table></div>',
    );
  });

  it("draws images lazily in a box of their own, a CMS picture resized at the edge, one from the web as it is", () => {
    const widths = [320, 400, 480, 560, 640, 720, 840, 960, 1080, 1280, 1440, 1600];
    const srcset = widths.map((width) => `/media/w${width}/uploads/campus_1.jpg ${width}w`).join(", ");
    const sizes = "(min-resolution: 3dppx) and (min-width: 640px) 426.666px, (min-resolution: 3dppx) calc(66.666vw - 21.334px), (min-resolution: 2.5dppx) and (min-width: 640px) 512px, (min-resolution: 2.5dppx) calc(80vw - 25.6px), (min-width: 640px) 640px, calc(100vw - 32px)";
    const box = 'width="640" height="427" loading="lazy" decoding="async"';
    for (const address of ["/uploads/campus_1.jpg", "http://127.0.0.1:1337/uploads/campus_1.jpg"]) {
      expect(html(`![Le campus](${address})`)).toBe(
        `<p><img src="/media/w640/uploads/campus_1.jpg" alt="Le campus" srcset="${srcset}" sizes="${sizes}" ${box}></p>`,
      );
    }
    expect(html("![Logo](/uploads/logo_2.svg)")).toBe(`<p><img src="/media/svg/uploads/logo_2.svg" alt="Logo" ${box}></p>`);
    expect(html('![Plan](https://cdn.example/plan.png "Plan")')).toBe(`<p><img src="https://cdn.example/plan.png" alt="Plan" title="Plan" ${box}></p>`);
  });

  it("writes quotes and code blocks", () => {
    expect(html("> cité\n> encore")).toBe("<blockquote><p>cité\nencore</p></blockquote>".replace(/\n/g, ""));
    expect(html("```\n<b>brut</b>\n```")).toBe("<pre><code>&lt;b&gt;brut&lt;/b&gt;</code></pre>");
  });

  it("opens other sites in a new tab without a way back; site, mail and phone links stay", () => {
    expect(html("[site](https://partenaire.example)")).toBe('<p><a href="https://partenaire.example" target="_blank" rel="noopener noreferrer">site</a></p>');
    expect(html("[admission](/admission) [haut](#haut) [mail](mailto:a@b.fr) [tél](tel:+33100000000)")).toBe(
      '<p><a href="/admission">admission</a> <a href="#haut">haut</a> <a href="mailto:a@b.fr">mail</a> <a href="tel:+33100000000">tél</a></p>',
    );
  });

  it("escapes raw HTML and refuses unsafe targets, keeping the words", () => {
    expect(html('<script>alert(1)</script>\n\n<img src=x onerror="alert(1)">')).toBe("<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>&lt;img src=x onerror=&quot;alert(1)&quot;&gt;</p>");
    expect(html("[clic](javascript:alert(1))")).toBe("<p>[clic](javascript:alert(1))</p>");
    expect(html("[clic](//evil.example)")).toBe("<p>[clic](//evil.example)</p>");
    expect(html("[clic](data:image/png;base64,AAAA)")).toBe("<p>clic</p>");
    expect(html("![point](data:image/png;base64,AAAA)")).toBe('<p><img src="data:image/png;base64,AAAA" alt="point" width="640" height="427" loading="lazy" decoding="async"></p>');
  });

  it("says nothing of an empty field", () => {
    expect(richTextHtml("")).toBe("");
    expect(richTextHtml("  \n ")).toBe("");
  });
});
