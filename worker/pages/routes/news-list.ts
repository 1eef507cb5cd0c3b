import NewsListPage from "../../../ui/pages/NewsListPage";
import { newsList } from "../../loaders/news";
import { route } from "../route";

export default route({
  pattern: "/actualites",
  load: newsList,
  Page: NewsListPage,
});
