import { CATALOGUE_RHYTHMS, LEVELS, PROGRAM_CATEGORIES } from "../../../core/dictionary";
import { SLUG } from "../../../core/slug";
import FormationListPage from "../../../ui/pages/FormationListPage";
import { formationList } from "../../loaders/formations";
import { route } from "../route";

export default route({
  pattern: "/formations",
  query: { categorie: PROGRAM_CATEGORIES, niveau: LEVELS.map(String), campus: SLUG, rythme: CATALOGUE_RHYTHMS, entree: LEVELS.map(String) },
  // the unfiltered catalogue and its one-filter landing pages go to KV; a combination stays in its data centre
  globalQueryMax: 1,
  load: formationList,
  Page: FormationListPage,
});
