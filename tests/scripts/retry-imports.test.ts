/** The client build's retry of failed chunk imports: what it writes, and the chunk graph it refuses. */
import { describe, expect, it } from "vitest";
import { retryDynamicImports, sharedDynamicChunks } from "../../scripts/retry-imports";

describe("retryDynamicImports", () => {
  it("follows each dynamic import of a sibling chunk with one under a fresh address, whatever the quotes", async () => {
    const code = "let{a:e}=await import(`./runtime-x1.js`);const b=()=>import(\"./Popin-y2.js\");";
    const out = await retryDynamicImports(code);
    expect(out).toBe(
      'let{a:e}=await import("./runtime-x1.js").catch(()=>import("./runtime-x1.js"+"?retry="+Date.now()));' +
        'const b=()=>import("./Popin-y2.js").catch(()=>import("./Popin-y2.js"+"?retry="+Date.now()));',
    );
  });

  it("leaves static imports, other addresses and computed imports alone", async () => {
    const code = 'import{a}from"./react-z.js";const c=import("https://cdn.example/x.js"),d=import(name);';
    expect(await retryDynamicImports(code)).toBe(code);
  });

  it("runs what it writes: a failed import is asked again under a new address, once", async () => {
    const asked: string[] = [];
    const importStub = (url: string) => (asked.push(url), asked.length === 1 ? Promise.reject(new Error("lost")) : Promise.resolve(url));
    const out = await retryDynamicImports('return import("./island-a.js")');
    const loaded = await new Function("importStub", `return (async () => { ${out.replaceAll("import(", "importStub(")} })()`)(importStub);
    expect(asked).toHaveLength(2);
    expect(asked[0]).toBe("./island-a.js");
    expect(loaded).toMatch(/^\.\/island-a\.js\?retry=\d+$/);
  });
});

describe("sharedDynamicChunks", () => {
  it("names a chunk loaded by a dynamic import that another chunk imports statically", () => {
    const chunks = [
      { fileName: "client.js", imports: [], dynamicImports: ["runtime.js"] },
      { fileName: "runtime.js", imports: ["root.js"], dynamicImports: ["header.js"] },
      { fileName: "header.js", imports: ["root.js", "runtime.js"], dynamicImports: [] },
    ];
    expect(sharedDynamicChunks(chunks)).toEqual(["runtime.js"]);
    expect(sharedDynamicChunks(chunks.map((chunk) => ({ ...chunk, imports: chunk.imports.filter((file) => file !== "runtime.js") })))).toEqual([]);
  });
});
