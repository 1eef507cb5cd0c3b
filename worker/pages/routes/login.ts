import { login } from "../../loaders/system";
import { route } from "../route";

export default route({
  pattern: "/login",
  layout: "empty",
  load: login,
});
