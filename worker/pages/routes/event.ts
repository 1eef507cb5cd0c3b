import EventPage from "../../../ui/pages/EventPage";
import { event } from "../../loaders/agenda";
import { route } from "../route";

export default route({
  pattern: "/agenda/:slug",
  load: event,
  Page: EventPage,
});
