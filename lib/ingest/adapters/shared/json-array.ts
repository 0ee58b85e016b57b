import StreamJson from "stream-json";
import Assembler from "stream-json/Assembler.js";

export type TArrayElement = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * The elements of a top-level JSON array, one at a time, from a byte stream: memory is one chunk's
 * elements, never the array. This is StreamArray's own recipe (stream-json's parser feeding an
 * Assembler, popping each finished element at depth 1) without its stream plumbing: through
 * pipe()/pipeline() a parser error destroys the streams and drops the elements still buffered, so
 * a file cut short would lose the items before the cut. Here the parser's tokens arrive
 * synchronously during write(), so every complete element is yielded before any error is. After a
 * syntax error the array cannot be resynchronised: one `{ ok: false }` ends the stream.
 */
export async function* streamJsonArray(bytes: AsyncIterable<Uint8Array>): AsyncGenerator<TArrayElement> {
  const parser = StreamJson.parser({ packValues: true, streamValues: false });
  const assembler = new Assembler();
  const state: { ready: unknown[]; failure: string | null } = { ready: [], failure: null };
  const fail = (what: string, error: unknown) => {
    state.failure ??= `${what}: ${error instanceof Error ? error.message : String(error)}`;
  };
  parser.on("data", (token: { name: string; value?: string }) => {
    assembler.consume(token);
    if (assembler.depth === 1 && Array.isArray(assembler.current) && assembler.current.length) {
      state.ready.push(assembler.current.pop());
    }
  });
  parser.on("error", (error) => fail("JSON syntax error", error));
  // Resolves once the parser has taken the chunk (its tokens are consumed by then) or has failed.
  const settle = (start: (done: (error?: Error | null) => void) => void) =>
    new Promise<void>((resolve) => {
      const finish = (error?: Error | null) => {
        if (error) fail("JSON syntax error", error);
        parser.off("error", finish);
        resolve();
      };
      parser.once("error", finish);
      start(finish);
    });
  function* drain(): Generator<TArrayElement> {
    const elements = state.ready;
    state.ready = [];
    for (const value of elements) yield { ok: true, value };
  }

  try {
    for await (const chunk of bytes) {
      await settle((done) => parser.write(chunk, done));
      yield* drain();
      if (state.failure) break;
    }
  } catch (error) {
    fail("read error", error);
  }
  if (!state.failure) await settle((done) => parser.end(done));
  yield* drain();
  if (state.failure) yield { ok: false, error: state.failure };
}
