import { fixedArticleRoute } from "../fixed-article";

export default fixedArticleRoute({ pattern: "/alumni/alumni-et-ambassadeurs" });
