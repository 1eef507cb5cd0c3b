import ArticlePage from "../../../ui/pages/ArticlePage";
import { qualityPage } from "../../loaders/articles";
import { route } from "../route";

export default route({
  pattern: "/ecole/demarche-qualite",
  load: qualityPage,
  Page: ArticlePage,
});
