/** Debian's xmllint (libxml2-utils) on a document: validation against the sitemap schema, XPath reads. */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const FIXTURES = new URL("fixtures/", import.meta.url).pathname;
const dir = mkdtempSync(join(tmpdir(), "xmllint-"));
let files = 0;

/** xmllint's verdict on a document: its exit code and what it said. */
export function xmllint(xml: string, args: string[]): { code: number; output: string } {
  const file = join(dir, `doc-${++files}.xml`);
  writeFileSync(file, xml);
  try {
    return { code: 0, output: execFileSync("xmllint", [...args, file], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, output: `${failed.stdout}${failed.stderr}` };
  }
}

/** Against xhtml-link.xsd, which brings in the sitemaps.org schema: a sitemap's alternates are checked too. */
export const validateSitemap = (xml: string) => xmllint(xml, ["--noout", "--schema", join(FIXTURES, "xhtml-link.xsd")]);

/** An XPath expression's result, as text. */
export const xpath = (xml: string, expression: string) => xmllint(xml, ["--xpath", expression]).output.trim();
