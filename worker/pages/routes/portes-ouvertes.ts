import { OPEN_DAY_KINDS } from "../../../core/events";
import { SLUG } from "../../../core/slug";
import OpenDaysPage from "../../../ui/pages/OpenDaysPage";
import { openDays } from "../../loaders/open-days";
import { route } from "../route";

export default route({
  pattern: "/journees-portes-ouvertes",
  query: { campus: SLUG, format: OPEN_DAY_KINDS },
  // the whole list and its one-filter pages go to KV; a combination of both stays in its data centre
  globalQueryMax: 1,
  load: openDays,
  Page: OpenDaysPage,
});
