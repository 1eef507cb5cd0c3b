/**
 * A CMS article as every route showing one draws it (a rubrique, a page below it, the fixed pages): its sections in
 * order, then what the route adds (the quality page's certificate, the brochure landing's brochures).
 */
import type { ReactNode } from "react";
import type { Article } from "../../contract/model/articles";
import { Image } from "./Image";
import { PageIntro, type Crumb } from "./PageIntro";
import { Sections } from "./sections";
import { SpontaneousApplication } from "./SpontaneousApplication";

export interface ArticleData {
  article: Article;
  trail: Crumb[];
}

export function ArticleView({ data, children }: { data: ArticleData; children?: ReactNode }) {
  const { article } = data;
  return (
    <article>
      <PageIntro title={article.title} lead={article.summary} trail={data.trail} />
      <div className="container page-body article-body">
        {article.image && <Image media={article.image} slot="heroWide" priority className="article-image" />}
        <Sections sections={article.sections} />
        {children}
        <SpontaneousApplication />
      </div>
    </article>
  );
}
