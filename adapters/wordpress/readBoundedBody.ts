// Reads an answer's body as text without ever holding more than `maxBytes` of
// it: one runaway answer (a 10 MB dump, an endless stream) must not spend the
// server's memory. A declared Content-Length over the bound is refused before
// a byte is read; otherwise the stream is counted as it arrives and cancelled
// (which closes the connection) as soon as it passes the bound.
import * as E from 'fp-ts/Either';

/** Left: the size that passed the bound (declared, or counted so far). */
export type BoundedText = E.Either<number, string>;

const declaredLength = (response: Response): number => Number(response.headers.get('content-length') ?? Number.NaN);

export const readBoundedText = async (response: Response, maxBytes: number): Promise<BoundedText> => {
  const declared = declaredLength(response);
  if (declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    return E.left(declared);
  }
  if (response.body === null) return E.right('');
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return E.right(text + decoder.decode());
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      await reader.cancel().catch(() => undefined);
      return E.left(bytes);
    }
    text += decoder.decode(value, { stream: true });
  }
};
