/** The route module of a fixed address showing one CMS article: its own (/alumni), or another route's for a variant spelling. */
import { ArticleView } from "../../ui/components/ArticleView";
import { fixedArticle } from "./articles";
import { route, type RouteFlags, type RouteModule } from "./define";

export const fixedArticleRoute = <const P extends string>({ pattern, article = pattern, ...flags }: RouteFlags & { pattern: P; article?: string }): RouteModule<P> =>
  route({ pattern, ...flags, load: fixedArticle(article), Page: ArticleView });
