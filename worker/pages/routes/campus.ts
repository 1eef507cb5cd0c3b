import CampusPage from "../../../ui/pages/CampusPage";
import { campus } from "../../loaders/campus";
import { route } from "../route";

export default route({
  pattern: "/campus/:slug",
  load: campus,
  Page: CampusPage,
});
