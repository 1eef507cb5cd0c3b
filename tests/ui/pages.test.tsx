/** The views several routes draw (ui/components), rendered to HTML in Node from data shaped like the loaders'. */
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ArticleView as Article, type ArticleData } from "../../ui/components/ArticleView";
import { Image } from "../../ui/components/Image";
import { NewsListView as NewsList, type NewsListData } from "../../ui/components/NewsListView";

const item = (n: number) => ({
  slug: `actu-${n}`,
  title: `Actualité ${n}`,
  publishDate: "2026-11-01",
  summary: "Résumé",
  focusImage: { url: `/uploads/actu-${n}.png`, width: 240, height: 150 },
  campus_infos: [],
  cat_news: [{ title: "Pédagogie", slug: "pedagogie" }],
});

describe("NewsList", () => {
  it("draws the cards and numbered pages linking to /actualites/page/n (page 1 at /actualites)", () => {
    const data: NewsListData = {
      kind: "news", base: "/actualites", title: "Actualités", intro: "Toute l’actualité",
      items: [item(1), item(2)], page: 2, pageSize: 12, pageCount: 3, total: 30,
    };
    const html = renderToString(<NewsList data={data} />);
    expect(html.match(/class="news-card"/g)).toHaveLength(2);
    expect(html).toContain('href="/actualites/actu-1"');
    expect(html).toContain('href="/actualites" rel="prev"');
    expect(html).toContain('href="/actualites/page/3"');
    expect(html).toContain('aria-current="page">2<');
    expect(html).toContain("1er\u00a0novembre 2026");
  });

  it("says no posts were found when the list is empty", () => {
    const html = renderToString(
      <NewsList data={{ kind: "blog", base: "/blog", title: "Le blog", intro: "", items: [], page: 1, pageSize: 12, pageCount: 0, total: 0 }} />,
    );
    expect(html).toContain("Aucun article n’a été trouvé.");
    expect(html).not.toContain("pagination");
  });
});

describe("Article", () => {
  it("draws its sections in order, rich text escaped, chapter anchors and accordions", () => {
    const data: ArticleData = {
      article: {
        title: "Admission", slug: "admission", rubrique: "admission", summary: "Comment nous rejoindre", pageLayout: "default", image: null, seo: null,
        sections: [
          { __component: "sections.chapter", title: "Les étapes", subtitle: "", anchor: "etapes" },
          { __component: "sections.text", title: "Conditions", content: "Le calendrier **Parcoursup** <img src=x onerror=alert(1)>" },
          { __component: "sections.accordion", title: "FAQ", items: [{ title: "Frais ?", content: "Aucun." }] },
          { __component: "sections.key-data", title: "", figures: [{ value: "26", label: "campus", description: "" }] },
        ],
      },
      trail: [{ label: "Admission", path: "/admission" }],
    };
    const html = renderToString(<Article data={data} />);
    expect(html).toContain('id="etapes"');
    expect(html).toContain("<strong>Parcoursup</strong>");
    expect(html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(html).toContain("<details");
    expect(html).toContain("key-figures__value\">26<");
    expect(html.indexOf("Les étapes")).toBeLessThan(html.indexOf("Conditions"));
  });
});

describe("Image", () => {
  const media = { url: "/uploads/campus_4f2a.jpg", alternativeText: "Le campus", width: 2400, height: 1600, focalPoint: { x: 30, y: 80 } };

  it("comes from the edge at the slot's listed widths, its box kept, lazy unless the page's LCP image", () => {
    const html = renderToString(<Image media={media} slot="card" className="news-card__image" />);
    expect(html).toContain('src="/media/w400/uploads/campus_4f2a.jpg"');
    expect(html).toContain('srcSet="/media/w320/uploads/campus_4f2a.jpg 320w, /media/w400/uploads/campus_4f2a.jpg 400w,');
    expect(html).toContain("/media/w1080/uploads/campus_4f2a.jpg 1080w");
    expect(html).toContain('sizes="(min-resolution: 3dppx) and (min-width: 1280px) 252.666px, ');
    expect(html).toContain(', (min-width: 1280px) 379px, (min-width: 1024px) calc(33.34vw - 33px), (min-width: 768px) calc(50vw - 40px), (min-width: 640px) 92vw, calc(100vw - 32px)"');
    expect(html).toContain('width="379" height="237"');
    expect(html).toContain('class="news-card__image focus-x-25 focus-y-75"');
    expect(html).toContain('loading="lazy" decoding="async"');
    expect(html).toContain('alt="Le campus"');
    expect(html).not.toMatch(/cdn-cgi|"\/uploads\//);
    // not the LCP image: asked for after it, whatever its place among the page's first images
    expect(html).toContain('fetchPriority="low"');
    const lcp = renderToString(<Image media={media} slot="hero" priority />);
    expect(lcp).toContain('loading="eager"');
    expect(lcp).toContain('fetchPriority="high"');
    expect(lcp).toContain('width="804" height="536"');
  });

  it("draws an SVG as it is, never resized", () => {
    const html = renderToString(<Image media={{ url: "/uploads/certificat.svg", width: 420, height: 594 }} slot="certificate" />);
    expect(html).toContain('src="/media/svg/uploads/certificat.svg"');
    expect(html).not.toContain("srcSet");
    expect(html).toContain('width="280" height="396"');
  });
});
