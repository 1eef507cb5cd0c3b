import { errorDebug } from "../../loaders/system";
import { route } from "../route";

export default route({
  pattern: "/error/debug",
  // any short value: the loader answers a junk code with 400, and error pages are never cached
  query: { code: /^[^]{1,8}$/ },
  load: errorDebug,
});
