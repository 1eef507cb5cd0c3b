/**
 * Installed-app connection toasts: 'Vous êtes hors-ligne' while offline; on reconnection
 * 'Vous êtes désormais en ligne' for 5 s and the current page's data is refreshed.
 */
import { useAtom, useSetAtom } from "jotai";
import { useEffect } from "react";
import { ONLINE_TOAST_MS } from "../../../../core/constants";
import { connectionToastAtom } from "../../state/chrome";
import { useLocale } from "../../state/locale";
import { refreshRequestAtom } from "../../state/navigation";

const STANDALONE = "(display-mode: standalone)";

export function ConnectionToasts() {
  const [toast, setToast] = useAtom(connectionToastAtom);
  const requestRefresh = useSetAtom(refreshRequestAtom);
  const { m } = useLocale();

  useEffect(() => {
    if (!window.matchMedia?.(STANDALONE).matches) return;
    let hide: ReturnType<typeof setTimeout> | undefined;
    const offline = () => {
      clearTimeout(hide);
      setToast("offline");
    };
    const online = () => {
      clearTimeout(hide);
      setToast("online");
      requestRefresh((n) => n + 1);
      hide = setTimeout(() => setToast((current) => (current === "online" ? null : current)), ONLINE_TOAST_MS);
    };
    if (!navigator.onLine) offline();
    window.addEventListener("offline", offline);
    window.addEventListener("online", online);
    return () => {
      clearTimeout(hide);
      window.removeEventListener("offline", offline);
      window.removeEventListener("online", online);
    };
  }, [setToast, requestRefresh]);

  return (
    <div className="toasts" role="status" aria-live="polite">
      {toast === "offline" && <p className="toast toast--offline">{m.toasts.offline}</p>}
      {toast === "online" && <p className="toast toast--online">{m.toasts.online}</p>}
    </div>
  );
}
