/** Per-request services: the parsed configuration, the CSP nonce and a CMS client in the page's locale. */
import { createMiddleware } from "hono/factory";
import type { Locale } from "../../../core/constants";
import { createCmsClient } from "../../cms/client";
import { readConfig } from "../../config";
import type { AppEnv } from "../../env";
import { createNonce } from "../../render/nonce";

/** English content only where English is switched on and the path is under /en. */
export function localeOf(pathname: string, englishEnabled: boolean): Locale {
  const path = pathname.replace(/^\/_data(?=\/)/, "");
  return englishEnabled && (path === "/en" || path.startsWith("/en/")) ? "en" : "fr";
}

export const requestContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const config = readConfig(c.env);
    c.set("config", config);
    c.set("nonce", createNonce());
    c.set("cms", createCmsClient({ config, kv: c.env.CMS_KV, locale: localeOf(new URL(c.req.url).pathname, config.ENGLISH_ENABLED) }));
    await next();
  });
