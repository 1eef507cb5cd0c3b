/** Keeps the page's language in the locale cookie, written from the browser so shared cached pages set no cookie. */
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_S, type Locale } from "../../core/constants";
import { readCookies, siteCookie } from "../../core/cookie";

export function keepLocaleCookie(doc: Document, locale: Locale) {
  if (readCookies(doc.cookie)[LOCALE_COOKIE] === locale) return;
  doc.cookie = siteCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_S, doc.location.protocol === "https:");
}
