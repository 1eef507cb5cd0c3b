/** A CMS answer read as text up to a size: past it, null (Content-Length may lie, so the bytes are counted). */
export async function readCapped(message: Response, limit: number): Promise<string | null> {
  if (Number(message.headers.get("content-length") ?? 0) > limit) return null;
  if (!message.body) return "";
  const reader = message.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder().decode(bytes);
}
