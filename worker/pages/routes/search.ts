import SearchPage from "../../../ui/pages/SearchPage";
import { search } from "../../loaders/search";
import { route } from "../route";

export default route({
  pattern: "/recherche",
  // any query reaches the loader, which refuses one too long or with control characters (a 400, not another page);
  // each is a page of its own, kept in the data centre that rendered it, never written to KV
  query: { q: /^[\s\S]*$/ },
  globalTier: false,
  load: search,
  Page: SearchPage,
});
