import ArticlePage from "../../../ui/pages/ArticlePage";
import { rubrique } from "../../loaders/articles";
import { route } from "../route";

export default route({
  pattern: "/:rubrique",
  load: rubrique,
  Page: ArticlePage,
});
