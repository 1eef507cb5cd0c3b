import HomePage from "../../../ui/pages/HomePage";
import { home } from "../../loaders/home";
import { route } from "../route";

export default route({
  pattern: "/",
  load: home,
  Page: HomePage,
});
