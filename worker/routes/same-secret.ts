/** Constant-time comparison of a secret a caller sent with the configured one (the publish webhook). */

/** workerd's SubtleCrypto extension (tsconfig's DOM typings hide it). */
type WorkerdSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

/** Equal in constant time: their SHA-256 digests are compared, so lengths do not leak either. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return (crypto.subtle as WorkerdSubtle).timingSafeEqual(a, b);
}
