/** A fake CMS answering the site search's lists from the demo seed; every other call (the chrome's) a quiet 404. */
import { json, type Answer } from "./fake-cms";
import { SEED_LISTS } from "./seed-lists";

export const seedCms: Answer = (call) => {
  const list = SEED_LISTS[call.url.pathname];
  return list ? json({ data: list() }) : json({ data: null, error: { status: 404, name: "NotFoundError", message: "Not Found" } }, 404);
};
