/**
 * A page change is a new document from the edge's cache; the browser prerenders the page a visitor is about to open
 * (on hover, or pointer down on a phone), so it shows at once. Never the pop-in's addresses, the CMS's or a form's.
 */
export const speculationRules = JSON.stringify({
  prerender: [
    {
      where: {
        and: [
          { href_matches: "/*" },
          { not: { href_matches: "/__cms/*" } },
          { not: { href_matches: "/crm/*" } },
          { not: { href_matches: "/*\\?*popin=*" } },
          { not: { selector_matches: "[rel~=nofollow], [download], [target=_blank]" } },
        ],
      },
      eagerness: "moderate",
    },
  ],
});
