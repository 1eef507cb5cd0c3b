/** Page-level behaviours of every layout: the loading bar, the connection toasts, the scroll after a navigation. */
import { ConnectionToasts } from "./ConnectionToasts";
import { LoadingBar } from "./LoadingBar";
import { useScrollAfterNavigation } from "./useScrollAfterNavigation";

export function PageBehaviours() {
  useScrollAfterNavigation();
  return (
    <>
      <LoadingBar />
      <ConnectionToasts />
    </>
  );
}
