/** Every published entry's slug (an article's with its rubrique), a page at a time, by collection: what a detail page's address is checked against. */
import { articleDates } from "./articles";
import { campusDates } from "./campuses";
import { ficheDates } from "./careers";
import { datedEntries } from "./dated";
import { formationDates } from "./formations";
import { newsDates } from "./news";
import type { DocumentType } from "./versions";

/**
 * The sitemap's lists, whose answers are shared with it, where they hold every page of the collection; events past
 * and upcoming, since a past event keeps its page (the sitemap lists the upcoming ones only).
 */
const SLUG_PAGES: Record<DocumentType, (prefix: string, page: number) => ReturnType<typeof datedEntries>> = {
  formation: (_prefix, page) => formationDates(page),
  campus: (_prefix, page) => campusDates(page),
  news: (prefix, page) => newsDates(prefix, "news", page),
  blog: (prefix, page) => newsDates(prefix, "blog", page),
  event: (_prefix, page) => datedEntries("event-slugs", "/events", page),
  article: articleDates,
  fiche: (_prefix, page) => ficheDates(page),
};

export const slugPages = (prefix: string, type: DocumentType) => (page: number) => SLUG_PAGES[type](prefix, page);
