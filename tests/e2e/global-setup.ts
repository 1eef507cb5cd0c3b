/**
 * Starts Strapi on a fresh demo database and the site in workerd, on ports of their own, for the browser tests, with
 * secrets of their own on both sides (the developer's cms/.env and .dev.vars are left alone); editors' preview is on.
 * The CMS's admin is the tests' (cms/tests/admin-api.mjs).
 */
import { rmSync } from "node:fs";
import type { TestProject } from "vitest/node";
// @ts-expect-error plain ESM script without types
import { freshSecrets, startStack } from "../../scripts/stack.mjs";
// @ts-expect-error plain ESM script without types
import { TEST_ADMIN_ENV } from "../../cms/tests/admin-api.mjs";

const CMS_PORT = Number(process.env.E2E_CMS_PORT ?? 1347);
const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 8797);
const DATABASE = `.tmp/e2e-${CMS_PORT}.db`;
const PREVIEW_SECRET = "e2e preview/secret&";

declare module "vitest" {
  export interface ProvidedContext {
    siteUrl: string;
    cmsUrl: string;
    previewSecret: string;
    /** The site's CMS token and the webhook's secret in this stack (another site on its CMS needs them). */
    apiToken: string;
    webhookSecret: string;
  }
}

export default async function setup(project: TestProject) {
  for (const suffix of ["", "-wal", "-shm", "-journal"]) rmSync(`cms/${DATABASE}${suffix}`, { force: true });
  rmSync(`.wrangler/state-${SITE_PORT}`, { recursive: true, force: true });
  const secrets = { ...(await freshSecrets()), PREVIEW_SECRET };
  const stack = await startStack({
    cmsPort: CMS_PORT,
    sitePort: SITE_PORT,
    database: DATABASE,
    quiet: true,
    secrets,
    cmsEnv: TEST_ADMIN_ENV,
    // the built worker served by workerd alone, as deployed: see scripts/built-site.mjs for why not wrangler dev
    server: "built",
  });
  project.provide("siteUrl", stack.siteUrl);
  project.provide("cmsUrl", stack.cmsUrl);
  project.provide("previewSecret", PREVIEW_SECRET);
  project.provide("apiToken", secrets.CMS_API_TOKEN);
  project.provide("webhookSecret", secrets.WEBHOOK_SECRET);
  return () => stack.stop();
}
