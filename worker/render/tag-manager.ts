/**
 * The tag manager: injected only when GTM_ID is configured. Its loader runs inside the
 * document's nonced bootstrap script, so React never renders (nor hydrates) a script of its own and the
 * nonce never travels as data; the gtm.js it adds is trusted through 'strict-dynamic' and carries the
 * nonce on, so the container's custom HTML tags run too.
 */

/** Where the tag manager and the analytics it loads send and fetch (for the CSP). */
export const TAG_MANAGER_ORIGINS = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/**
 * Google's documented loader; the id is checked by the configuration (GTM-XXXX) and JSON-encoded anyway. A page the
 * browser prerenders (speculation rules) loads it only when shown: a page view is counted for pages seen, not guessed.
 */
export function tagManagerLoader(id: string): string {
  return (
    "(function(w,d,s,l,i){var n=d.currentScript&&d.currentScript.nonce;function g(){w[l]=w[l]||[];" +
    "w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);" +
    "j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);if(n)j.setAttribute('nonce',n);" +
    "f.parentNode.insertBefore(j,f);}if(d.prerendering)d.addEventListener('prerenderingchange',g,{once:true});else g();" +
    `})(window,document,'script','dataLayer',${JSON.stringify(id)});`
  );
}
