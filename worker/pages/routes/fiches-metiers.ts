import FichesMetiersPage from "../../../ui/pages/FichesMetiersPage";
import { fichesMetiers } from "../../loaders/careers";
import { route } from "../route";

export default route({
  pattern: "/fiches-metiers",
  load: fichesMetiers,
  Page: FichesMetiersPage,
});
