/** Registers the offline-capable worker (/sw.js) once the page has loaded, so it never slows the first render. */
export function registerServiceWorker() {
  if (!("serviceWorker" in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register("/sw.js").catch((error: unknown) => console.warn("Service worker not registered:", error));
  };
  if (document.readyState === "complete") register();
  else addEventListener("load", register, { once: true });
}
