/** False in the server render and while hydrating, true once React runs in the browser: what works without scripts until then. */
import { useAtomValue } from "jotai";
import { hydratedAtom } from "../state/page";

export const useHydrated = () => useAtomValue(hydratedAtom);
