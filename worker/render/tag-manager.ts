/**
 * The tag manager: injected only when GTM_ID is configured. Its loader runs inside the
 * document's nonced bootstrap script, so React never renders (nor hydrates) a script of its own and the
 * nonce never travels as data; the gtm.js it adds is trusted through 'strict-dynamic' and carries the
 * nonce on, so the container's custom HTML tags run too.
 */
import { CONSENT_COOKIE, CONSENT_MODE_SIGNALS, CONSENT_PURPOSES, consentModeSignals, consentValue, REFUSED } from "../../core/consent";

/** Where the tag manager and the analytics it loads send and fetch (for the CSP). */
export const TAG_MANAGER_ORIGINS = ["https://www.googletagmanager.com", "https://*.google-analytics.com", "https://*.analytics.google.com"];

/** The stored choice as the loader reads it from document.cookie: `m1a0` (core/consent.ts), one digit a purpose. */
const STORED_CHOICE = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=${consentValue(REFUSED).replace(/0/g, "([01])")}(?:;|$)`);

/**
 * Where consent is required: Google Consent Mode v2's defaults (every signal denied) first, then, only if the stored
 * choice grants a purpose, its update and the container; with no choice or a refusal, nothing loads. The page is the
 * same for every visitor (cached once): the choice is read in the browser, never written into the page.
 */
function consentGate(): string {
  const denied = JSON.stringify(consentModeSignals(REFUSED));
  // Group n of the stored choice is the nth purpose (m then a).
  const signals = Object.entries(CONSENT_MODE_SIGNALS)
    .map(([signal, purpose]) => `${signal}:c[${CONSENT_PURPOSES.indexOf(purpose) + 1}]==='1'?'granted':'denied'`)
    .join(",");
  return (
    "w[l]=w[l]||[];function t(){w[l].push(arguments)}" +
    `t('consent','default',${denied});` +
    `var c=${STORED_CHOICE}.exec(d.cookie);if(!c||c.slice(1).indexOf('1')<0)return;` +
    `t('consent','update',{${signals}});`
  );
}

/**
 * Google's documented loader; the id is checked by the configuration (GTM-XXXX) and JSON-encoded anyway. A page the
 * browser prerenders (speculation rules) loads it only when shown: a page view is counted for pages seen, not guessed.
 */
export function tagManagerLoader(id: string, consentRequired: boolean): string {
  return (
    "(function(w,d,s,l,i){" +
    (consentRequired ? consentGate() : "") +
    "var n=d.currentScript&&d.currentScript.nonce;function g(){w[l]=w[l]||[];" +
    "w[l].push({'gtm.start':new Date().getTime(),event:'gtm.js'});var f=d.getElementsByTagName(s)[0],j=d.createElement(s);" +
    "j.async=true;j.src='https://www.googletagmanager.com/gtm.js?id='+encodeURIComponent(i);if(n)j.setAttribute('nonce',n);" +
    "f.parentNode.insertBefore(j,f);}if(d.prerendering)d.addEventListener('prerenderingchange',g,{once:true});else g();" +
    `})(window,document,'script','dataLayer',${JSON.stringify(id)});`
  );
}
