import OffresAlternancePage from "../../../ui/pages/OffresAlternancePage";
import { offresAlternance } from "../../loaders/careers";
import { route } from "../route";

export default route({
  pattern: "/offres-alternance",
  load: offresAlternance,
  Page: OffresAlternancePage,
});
