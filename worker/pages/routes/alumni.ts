import { fixedArticleRoute } from "../fixed-article";

export default fixedArticleRoute({ pattern: "/alumni" });
