/** /login: where authentication comes back (login, logout, callback); the visitor goes home. */
import { routePath } from "../../core/routes";
import { redirect } from "../loaders/redirect";
import { route } from "../loaders/define";

export default route({
  pattern: "/login",
  layout: "empty",
  sitemap: false,
  preview: false,
  english: true,
  cache: { globalTier: true },
  load: async (ctx): Promise<never> => redirect(routePath("home", {}, ctx.locale)),
});
