import NewsListPage from "../../../ui/pages/NewsListPage";
import { newsListPage } from "../../loaders/news";
import { route } from "../route";

export default route({
  pattern: "/actualites/page/:page?",
  load: newsListPage,
  Page: NewsListPage,
});
