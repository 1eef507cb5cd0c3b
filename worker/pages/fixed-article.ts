/** The route module of a fixed address showing one CMS article: its own (/alumni), or another route's for a variant spelling. */
import ArticlePage from "../../ui/pages/ArticlePage";
import { fixedArticle } from "../loaders/articles";
import { route, type RouteModule } from "./route";

export const fixedArticleRoute = <const P extends string>({ pattern, article = pattern }: { pattern: P; article?: string }): RouteModule<P> =>
  route({ pattern, load: fixedArticle(article), Page: ArticlePage });
