import FormationsReseauPage from "../../../ui/pages/FormationsReseauPage";
import { formationsReseau } from "../../loaders/formations";
import { route } from "../route";

export default route({
  pattern: "/formations-reseau",
  load: formationsReseau,
  Page: FormationsReseauPage,
});
