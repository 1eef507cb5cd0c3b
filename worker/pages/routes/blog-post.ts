import NewsPage from "../../../ui/pages/NewsPage";
import { blogPost } from "../../loaders/news";
import { route } from "../route";

export default route({
  pattern: "/blog/:slug",
  load: blogPost,
  Page: NewsPage,
});
