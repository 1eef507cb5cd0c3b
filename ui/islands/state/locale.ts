/** The page's language as components read it (its messages, site paths written in it), and the cookie that keeps it. */
import { useAtomValue } from "jotai";
import { useEffect } from "react";
import { LOCALE_COOKIE, type Locale } from "../../../core/constants";
import { localeCookie, localePath } from "../../../core/locale";
import { messagesFor } from "../../../core/messages";
import { readCookies } from "../../../core/origin";
import { localeAtom } from "./page";

export function useLocale() {
  const locale = useAtomValue(localeAtom);
  return { locale, m: messagesFor(locale), path: (sitePath: string) => localePath(locale, sitePath) };
}

/** Keeps the page's language in the locale cookie, written from the browser so shared cached pages set no cookie. */
export function useLocaleCookie(locale: Locale) {
  useEffect(() => {
    if (readCookies(document.cookie)[LOCALE_COOKIE] === locale) return;
    document.cookie = localeCookie(locale, location.protocol === "https:");
  }, [locale]);
}
