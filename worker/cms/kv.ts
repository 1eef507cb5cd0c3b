/** KV as the CMS layer uses it: a help, never a dependency. A failed read is a miss, a failed write is logged. */

export async function kvGet(kv: KVNamespace, key: string): Promise<string | null> {
  try {
    return await kv.get(key);
  } catch (error) {
    console.warn(`KV read of ${key} failed, going on without it:`, String(error));
    return null;
  }
}

export async function kvPut(kv: KVNamespace, key: string, value: string | ArrayBufferView, options?: KVNamespacePutOptions): Promise<void> {
  await kv.put(key, value, options).catch((error: unknown) => console.warn(`KV write of ${key} failed, kept in this isolate only:`, String(error)));
}

export async function kvDelete(kv: KVNamespace, key: string): Promise<void> {
  await kv.delete(key).catch((error: unknown) => console.warn(`KV delete of ${key} failed:`, String(error)));
}
