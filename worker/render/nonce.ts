/** A fresh CSP nonce per response: inline scripts run only when they carry it. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}
