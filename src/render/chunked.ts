/** Text written in pieces of about 64 KB: a long list reaches a pipe or a file as it is made, not in one string. */

/** Gathered before a piece is handed on: big enough for few writes, small enough not to hold a list. */
const PIECE = 64 * 1024;

/** `head`, then `line(item, index)` for each item, handed on in pieces of about PIECE characters. */
export function* chunked<T>(head: string, items: readonly T[], line: (item: T, index: number) => string): Generator<string> {
  let chunk = head;
  for (let i = 0; i < items.length; i++) {
    chunk += line(items[i] as T, i);
    if (chunk.length > PIECE) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}
