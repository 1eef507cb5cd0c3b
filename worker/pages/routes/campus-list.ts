import CampusListPage from "../../../ui/pages/CampusListPage";
import { campusList } from "../../loaders/campus";
import { route } from "../route";

export default route({
  pattern: "/campus",
  load: campusList,
  Page: CampusListPage,
});
