/** CMS rich text in a page: the markdown library's HTML, escaped by it, drawn by the server only. */
import type { RichText as RichTextValue } from "../../contract/model/content";
import { richTextHtml } from "./rich-text/render";

export function RichText({ value, className = "rich-text" }: { value: RichTextValue; className?: string }) {
  const html = richTextHtml(value);
  // The library escapes the editors' text and markup; only its own tags are HTML here.
  return html ? <div className={className} dangerouslySetInnerHTML={{ __html: html }} /> : null;
}
