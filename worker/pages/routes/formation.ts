import FormationPage from "../../../ui/pages/FormationPage";
import { formation } from "../../loaders/formations";
import { route } from "../route";

export default route({
  pattern: "/formations/:slug",
  load: formation,
  Page: FormationPage,
});
