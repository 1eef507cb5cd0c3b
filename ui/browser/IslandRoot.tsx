/** What every island renders under, on the server and in the browser: the shared store, and whether it has hydrated. */
import { Provider } from "jotai";
import { createContext, startTransition, useContext, useEffect, useState, type ReactNode } from "react";
import type { createStore } from "jotai";

const Hydrated = createContext(false);

/**
 * False in the server render and while the island hydrates, true once React runs it in the browser: what works
 * without scripts until then (a link, a disclosure) is traded for the scripted control in one transition.
 */
export const useHydrated = () => useContext(Hydrated);

interface Props {
  store: ReturnType<typeof createStore>;
  /** Told once the island runs in the browser (its element is then marked, for tests and curious developers). */
  onHydrated?: () => void;
  children: ReactNode;
}

export function IslandRoot({ store, onHydrated, children }: Props) {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  useEffect(() => {
    if (hydrated) onHydrated?.();
  }, [hydrated, onHydrated]);
  return (
    <Provider store={store}>
      <Hydrated.Provider value={hydrated}>{children}</Hydrated.Provider>
    </Provider>
  );
}
