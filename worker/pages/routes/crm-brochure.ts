import ArticlePage from "../../../ui/pages/ArticlePage";
import { crmBrochure } from "../../loaders/articles";
import { route } from "../route";

export default route({
  pattern: "/crm/brochure",
  layout: "dynamics",
  load: crmBrochure,
  Page: ArticlePage,
});
