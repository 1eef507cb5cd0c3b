/** The W3C's Nu Html Checker (vnu.jar, from npm's vnu-jar) run offline by Debian's Java over documents: their errors, each with where it is. */
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";

const VNU_JAR = createRequire(import.meta.url).resolve("vnu-jar/build/dist/vnu.jar");

/** One error: the document's name as given, its line and column, the checker's message and the markup around it. */
export interface HtmlError {
  document: string;
  line: number;
  column: number;
  message: string;
  extract: string;
}

interface VnuMessage {
  type: string;
  url?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/**
 * Every error the checker finds in `documents` (name → HTML), in one run of the checker (Java starts once). Its
 * warnings and notes are not errors; a document it could not read is one ("non-document-error"). Asynchronous: a
 * test's pooled connections must see the server close them meanwhile, or the next fetch takes a dead one.
 */
export async function htmlErrors(documents: Map<string, string>): Promise<HtmlError[]> {
  const dir = mkdtempSync(join(tmpdir(), "vnu-"));
  try {
    const names = [...documents.keys()];
    const files = [...documents.values()].map((html, i) => {
      const file = join(dir, `${i}.html`);
      writeFileSync(file, html);
      return file;
    });
    const { stdout } = await promisify(execFile)("java", ["-jar", VNU_JAR, "--errors-only", "--exit-zero-always", "--format", "json", "--stdout", ...files], {
      encoding: "utf8",
      maxBuffer: 256 * 1024 * 1024,
    });
    const { messages } = JSON.parse(stdout) as { messages: VnuMessage[] };
    return messages
      .filter((m) => m.type === "error" || m.type === "non-document-error")
      .map((m) => ({
        document: names[Number(/\/(\d+)\.html$/.exec(m.url ?? "")?.[1] ?? NaN)] ?? m.url ?? "(no document)",
        line: m.firstLine ?? m.lastLine ?? 0,
        column: m.firstColumn ?? m.lastColumn ?? 0,
        message: m.message,
        extract: (m.extract ?? "").replace(/\s+/g, " "),
      }));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** An error as one line a failing test prints: "page line:column message «markup»". */
export const describeHtmlError = (error: HtmlError) => `${error.document} ${error.line}:${error.column} ${error.message} «${error.extract}»`;
