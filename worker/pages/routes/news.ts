import NewsPage from "../../../ui/pages/NewsPage";
import { news } from "../../loaders/news";
import { route } from "../route";

export default route({
  pattern: "/actualites/:slug",
  load: news,
  Page: NewsPage,
});
