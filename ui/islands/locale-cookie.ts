/** Keeps the page's language in the locale cookie, written from the browser so shared cached pages set no cookie. */
import { LOCALE_COOKIE, type Locale } from "../../core/constants";
import { localeCookie } from "../../core/locale";
import { readCookies } from "../../core/origin";

export function keepLocaleCookie(doc: Document, locale: Locale) {
  if (readCookies(doc.cookie)[LOCALE_COOKIE] === locale) return;
  doc.cookie = localeCookie(locale, doc.location.protocol === "https:");
}
