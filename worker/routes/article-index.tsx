/** /article: every information page of the site (every CMS article), by rubrique. */
import { messagesFor } from "../../core/messages";
import { articlePath, routePath } from "../../core/routes";
import { PageIntro } from "../../ui/components/PageIntro";
import { EmptyState } from "../../ui/browser/EmptyState";
import { useLocale } from "../../ui/browser/state/locale";
import { allArticles } from "../cms/calls/articles";
import { loader, route, type DataOf } from "../loaders/define";

const load = loader(async (ctx) => {
  const articles = await ctx.cms.get(allArticles(ctx.config.CMS_PREFIX));
  const rubriques = new Map<string, { title: string; path: string }[]>();
  for (const a of articles) rubriques.set(a.rubrique, [...(rubriques.get(a.rubrique) ?? []), { title: a.title, path: articlePath(a, ctx.locale) }]);
  const m = messagesFor(ctx.locale).articles;
  return {
    head: { title: m.indexTitle, description: m.indexDescription },
    data: { rubriques: [...rubriques.entries()].map(([rubrique, pages]) => ({ rubrique, pages })) },
  };
});

type ArticleIndexData = DataOf<typeof load>;

function ArticleIndexPage({ data }: { data: ArticleIndexData }) {
  const { m, path } = useLocale();
  return (
    <>
      <PageIntro title={m.articles.indexTitle} lead={m.articles.indexDescription} trail={[{ label: m.articles.indexCrumb, path: path(routePath("article-index")) }]} />
      <div className="container page-body network">
        {data.rubriques.length === 0 && <EmptyState kind="results" />}
        {data.rubriques.map(({ rubrique, pages }) => (
          <section key={rubrique} className="network__group" aria-label={pages[0]?.title ?? rubrique}>
            <ul className="link-list">
              {pages.map((page) => (
                <li key={page.path}>
                  <a href={page.path}>{page.title}</a>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}

export default route({
  pattern: "/article",
  sitemap: { list: "articles" },
  preview: false,
  english: true,
  cache: { globalTier: true },
  load,
  Page: ArticleIndexPage,
});
