/** The page's language as components read it: its messages, and site paths written in it. */
import { useAtomValue } from "jotai";
import { localePath } from "../../../core/locale";
import { messagesFor } from "../../../core/messages";
import { localeAtom } from "./page";

export function useLocale() {
  const locale = useAtomValue(localeAtom);
  return { locale, m: messagesFor(locale), path: (sitePath: string) => localePath(locale, sitePath) };
}
