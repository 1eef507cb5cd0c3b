/** The pop-in's CRM lookups, narrowed to what the browser may see. */
import * as v from "valibot";
import { POPIN_ACTIONS, type PopinAction } from "../../core/constants";
import { slug } from "./common";

/** A course or a campus in the pop-in's lists. */
const Choice = v.object({ id: v.number(), name: v.string(), slug });
type Choice = v.InferOutput<typeof Choice>;

const choices = v.nullish(v.array(Choice), []);

export const CrmActions = v.object(
  Object.fromEntries(POPIN_ACTIONS.map((action) => [action, choices])) as Record<PopinAction, typeof choices>,
);
export type CrmActions = v.InferOutput<typeof CrmActions>;

export const CrmCampuses = v.array(Choice);

/** Only web addresses leave the edge: anything else (javascript:, data:) counts as no link. */
const webUrl = v.pipe(
  v.nullish(v.string()),
  v.transform((url) => (url && /^(https?:\/\/|\/(?!\/))/i.test(url.trim()) ? url.trim() : null)),
);

/** An object with a url, or an array whose first item has it. */
export const CrmLink = v.pipe(
  // The array first: valibot's object also accepts an array (with no url).
  v.union([v.array(v.object({ url: webUrl })), v.object({ url: webUrl })]),
  v.transform((answer) => ({ url: (Array.isArray(answer) ? answer[0]?.url : answer.url) ?? null })),
);
export type CrmLink = v.InferOutput<typeof CrmLink>;

/** GET /campuses/{slug}, read for the pop-in's campus title only. */
export const CampusTitle = v.object({ data: v.object({ title: v.string(), slug }) });
