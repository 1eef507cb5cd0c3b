import { fixedArticleRoute } from "../fixed-article";

export default fixedArticleRoute({ pattern: "/edito-reseau-competences-et-developpement" });
