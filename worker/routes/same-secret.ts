/** Constant-time comparison of a secret a caller sent with the configured one(s) (webhook, editors' preview). */

/** workerd's SubtleCrypto extension (tsconfig's DOM typings hide it). */
type WorkerdSubtle = SubtleCrypto & { timingSafeEqual(a: ArrayBuffer, b: ArrayBuffer): boolean };

/** Equal in constant time: their SHA-256 digests are compared, so lengths do not leak either. */
export async function sameSecret(given: string, expected: string): Promise<boolean> {
  const digest = (text: string) => crypto.subtle.digest("SHA-256", new TextEncoder().encode(text));
  const [a, b] = await Promise.all([digest(given), digest(expected)]);
  return (crypto.subtle as WorkerdSubtle).timingSafeEqual(a, b);
}

/**
 * The secret in force or, during a rotation, the next one (`…_NEXT`, empty otherwise): the CMS instances can
 * switch one at a time while the site accepts both (README, Operations). Both are always compared.
 */
export async function currentOrNextSecret(given: string, current: string, next: string): Promise<boolean> {
  const [isCurrent, isNext] = await Promise.all([sameSecret(given, current), next ? sameSecret(given, next) : false]);
  return isCurrent || isNext;
}
