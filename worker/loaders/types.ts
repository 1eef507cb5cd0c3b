/** What a page loader receives and returns: its data, plus what the document head says. */
import type { Locale } from "../../core/constants";
import type { LayoutName } from "../../core/routes";
import type { DocumentType } from "../cms/calls/versions";
import type { CmsClient } from "../cms/client";
import type { Config } from "../config/schema";
import type { Media } from "../../contract/model/common";
import type { WebsiteSettings } from "../../contract/model/settings";
import type { PageHead } from "../../contract/page";

export interface LoaderContext {
  cms: CmsClient;
  config: Config;
  params: Record<string, string>;
  url: URL;
  locale: Locale;
  /** Today in Europe/Paris, YYYY-MM-DD: the day the school's agenda counts from. */
  today: string;
}

/** What structured data is built on besides the page's data: its canonical address and the school's settings. */
export interface LdContext {
  page: URL;
  settings: WebsiteSettings | null;
}

/** The head a loader says; resolving the page completes it with the site's address (worker/loaders/head.ts). */
export interface LoadedHead extends Omit<PageHead, "canonical" | "image" | "structuredData"> {
  /** The page's own picture as the CMS gives it; the school's share image when there is none. */
  image?: Media | null;
  /** The query that is part of the page's canonical address (a catalogue page of one filter); none by default. */
  canonicalQuery?: string;
  structuredData?: (ld: LdContext) => object[];
}

export interface Loaded<T> {
  head: LoadedHead;
  data: T;
  /** An article's own pageLayout, when it overrides the route's. */
  layout?: LayoutName;
  /** The CMS document the page shows, so its versions in other languages can be found; none for lists. */
  document?: DocumentRef;
}

/** Strapi 5 gives a document one documentId across its languages; an older CMS may give none. */
export interface DocumentRef {
  type: DocumentType;
  documentId: string | undefined;
}
