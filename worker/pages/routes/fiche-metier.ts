import FicheMetierPage from "../../../ui/pages/FicheMetierPage";
import { ficheMetier } from "../../loaders/careers";
import { route } from "../route";

export default route({
  pattern: "/fiches-metiers/:slug",
  load: ficheMetier,
  Page: FicheMetierPage,
});
