import ArticleIndexPage from "../../../ui/pages/ArticleIndexPage";
import { articleIndex } from "../../loaders/articles";
import { route } from "../route";

export default route({
  pattern: "/article",
  load: articleIndex,
  Page: ArticleIndexPage,
});
