/**
 * A build step for the client bundle: a chunk's dynamic import that fails is tried once more at once under a fresh
 * address. A browser may keep a failed module fetch in its module map for the page's life (Chromium 150 does; 156
 * fetches again), so asking for the same address again fails without a request, and an island whose code was lost to
 * a bad connection would never wake. Chunks are hashed and immutable: a query names the same file, for one request.
 * Modules the chunk imports statically keep their own addresses; and since no chunk loaded by a dynamic import may be
 * imported statically too (the build fails otherwise), the retry never evaluates a module a second time.
 */
import { init, parse } from "es-module-lexer";
import type { Plugin } from "vite";

/** The query parameter that makes the fresh address; its value is the time of the attempt, so each one is new. */
export const RETRY_PARAMETER = "retry";

/** `code` with each dynamic import of a sibling chunk (`import("./name-hash.js")`) followed by its retry. */
export async function retryDynamicImports(code: string): Promise<string> {
  await init;
  const [imports] = parse(code);
  let out = "";
  let done = 0;
  for (const { n: specifier, d, ss, se } of imports) {
    // Dynamic imports (d > -1) of a chunk beside this one, the only kind the bundler writes for its own chunks.
    if (d < 0 || !specifier?.startsWith("./")) continue;
    const literal = JSON.stringify(specifier);
    out += `${code.slice(done, ss)}import(${literal}).catch(()=>import(${literal}+"?${RETRY_PARAMETER}="+Date.now()))`;
    done = se;
  }
  return out + code.slice(done);
}

/** The chunks both imported dynamically and statically: one loaded again under a fresh address would run twice. */
export function sharedDynamicChunks(chunks: { fileName: string; imports: string[]; dynamicImports: string[] }[]): string[] {
  const statically = new Set(chunks.flatMap((chunk) => chunk.imports));
  return [...new Set(chunks.flatMap((chunk) => chunk.dynamicImports))].filter((file) => statically.has(file));
}

export const retryFailedImports = (): Plugin => ({
  name: "retry-failed-imports",
  apply: "build",
  async renderChunk(code) {
    const rewritten = await retryDynamicImports(code);
    return rewritten === code ? null : { code: rewritten, map: null };
  },
  generateBundle(_options, bundle) {
    const shared = sharedDynamicChunks(Object.values(bundle).flatMap((file) => (file.type === "chunk" ? [file] : [])));
    if (shared.length) {
      this.error(`${shared.join(", ")}: loaded by a dynamic import and imported statically too; move what other chunks import from it into a chunk of its own (vite.config.ts, codeSplitting)`);
    }
  },
});
