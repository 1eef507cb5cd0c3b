import { routePath } from "../../../core/routes";
import { fixedArticleRoute } from "../fixed-article";

// another spelling of /decouvrir-nos-podcasts, showing its article
export default fixedArticleRoute({ pattern: "/decouvrez-nos-podcasts", article: routePath("podcasts") });
