import ArticlePage from "../../../ui/pages/ArticlePage";
import { rubriqueArticle } from "../../loaders/articles";
import { route } from "../route";

export default route({
  pattern: "/:rubrique/:slug",
  load: rubriqueArticle,
  Page: ArticlePage,
});
