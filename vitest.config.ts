/** Unit and integration tests: worker code and pure rules in workerd, React components and atoms in Node. */
import { cloudflareTest } from "@cloudflare/vitest-pool-workers";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [
          cloudflareTest({
            wrangler: { configPath: "./wrangler.toml" },
            miniflare: {
              bindings: {
                CMS_URL: "http://cms.test",
                CMS_API_TOKEN: "test-token",
                WEBHOOK_SECRET: "test-webhook-secret",
                // a fuzz run to replay (tests/fuzz); empty means a new seed
                FUZZ_SEED: process.env.FUZZ_SEED ?? "",
              },
            },
          }),
        ],
        // The worker bundles React's production build (wrangler define), whose jsx-dev-runtime has no jsxDEV.
        oxc: { jsx: { runtime: "automatic", development: false } },
        test: {
          name: "worker",
          include: ["core/**/*.test.ts", "worker/**/*.test.{ts,tsx}", "tests/worker/**/*.test.{ts,tsx}", "tests/fuzz/**/*.test.ts", "*.test.ts"],
        },
      },
      {
        test: {
          name: "ui",
          environment: "node",
          include: ["ui/**/*.test.{ts,tsx}", "tests/ui/**/*.test.{ts,tsx}", "tests/*.test.ts", "tests/scripts/**/*.test.ts"],
        },
      },
    ],
  },
});
