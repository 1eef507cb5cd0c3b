import NewsListPage from "../../../ui/pages/NewsListPage";
import { blogList } from "../../loaders/news";
import { route } from "../route";

/** A list's page number, as pagination links write it. */
const PAGE_NUMBER = /^[1-9][0-9]{0,5}$/;

export default route({
  pattern: "/blog",
  query: { page: PAGE_NUMBER },
  load: blogList,
  Page: NewsListPage,
});
