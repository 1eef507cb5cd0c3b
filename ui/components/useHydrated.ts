/** False in the server render and while hydrating, true once React runs in the browser: what works without scripts until then. */
import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

export const useHydrated = () => useSyncExternalStore(noSubscription, () => true, () => false);
