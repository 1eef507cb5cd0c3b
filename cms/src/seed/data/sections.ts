/** Builders of the article `sections` dynamic zone components, shared by every language of the seed. */
export type Section = { __component: string } & Record<string, unknown>;

export const text = (title: string, content: string): Section => ({ __component: 'sections.text', title, content });
export const chapter = (title: string, anchor: string, subtitle?: string): Section => ({ __component: 'sections.chapter', title, anchor, subtitle });
export const quote = (quote: string, author: string, role: string): Section => ({ __component: 'sections.quote', quote, author, role });
export const cta = (title: string, label: string, action: string, url?: string, text?: string): Section => ({ __component: 'sections.cta', title, label, action, url, text });
export const accordion = (title: string, items: [string, string][]): Section => ({
  __component: 'sections.accordion',
  title,
  items: items.map(([itemTitle, content]) => ({ title: itemTitle, content })),
});
export const keyData = (title: string, figures: [string, string][]): Section => ({
  __component: 'sections.key-data',
  title,
  figures: figures.map(([value, label]) => ({ value, label })),
});
export const indicators = (title: string, rows: [string, string][]): Section => ({
  __component: 'sections.course-indicators',
  title,
  indicators: rows.map(([label, value]) => ({ label, value, year: '2025' })),
});
export const testimonials = (title: string, rows: [string, string, string][]): Section => ({
  __component: 'sections.testimonials',
  title,
  testimonials: rows.map(([name, role, quoteText]) => ({ name, role, quote: quoteText })),
});
export const team = (title: string, rows: [string, string][]): Section => ({
  __component: 'sections.team',
  title,
  members: rows.map(([name, role]) => ({ name, role })),
});
export const contacts = (title: string, rows: [string, string, string][]): Section => ({
  __component: 'sections.campus-contacts',
  title,
  contacts: rows.map(([label, email, phone]) => ({ label, email, phone })),
});
export const summaryMenu = (title: string, links: [string, string][]): Section => ({
  __component: 'sections.summary-menu',
  title,
  links: links.map(([label, url]) => ({ label, url })),
});
