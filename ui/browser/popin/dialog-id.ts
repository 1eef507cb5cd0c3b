/** The pop-in's dialogs, one per action, so a button opens the right heading with no script (`commandfor`). */
import type { PopinAction } from "../../../core/constants";

/** The element that holds the three dialogs. */
export const POPIN_ID = "pop-in";
export const popinDialogId = (action: PopinAction) => `${POPIN_ID}-${action}`;
