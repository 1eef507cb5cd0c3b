/** One message catalogue per language; the French one gives the shape, so a key missing in another fails the build. */
import type { Locale } from "../constants";
import { en } from "./en";
import { fr } from "./fr";

export type Messages = typeof fr;

const CATALOGUES: Record<Locale, Messages> = { fr, en };

export const messagesFor = (locale: Locale): Messages => CATALOGUES[locale];
