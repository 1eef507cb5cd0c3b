import { AGENDA_FILTERS } from "../../../core/dictionary";
import AgendaPage from "../../../ui/pages/AgendaPage";
import { agenda } from "../../loaders/agenda";
import { route } from "../route";

export default route({
  pattern: "/agenda",
  query: { type: AGENDA_FILTERS },
  load: agenda,
  Page: AgendaPage,
});
