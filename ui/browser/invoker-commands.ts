/** Where the browser lacks invoker commands, a click on a `commandfor` button does what the platform would. */
export function supportInvokerCommands(doc: Document) {
  if ("commandForElement" in HTMLButtonElement.prototype) return;
  doc.addEventListener("click", (event) => {
    const button = (event.target as Element | null)?.closest?.("button[commandfor]");
    const target = button ? doc.getElementById(button.getAttribute("commandfor") ?? "") : null;
    if (!button || !(target instanceof HTMLDialogElement)) return;
    const command = button.getAttribute("command");
    if (command === "show-modal" && !target.open) target.showModal();
    else if (command === "close" && target.open) target.close();
  });
}
