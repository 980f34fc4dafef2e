/**
 * The little of a browser that the shell's modules read while they load (the theme store reads the
 * document's theme attribute), for the build's static render in Node. Imported before anything else.
 */
const g = globalThis as Record<string, unknown>;
g.document ??= {
  documentElement: { getAttribute: () => null, setAttribute: () => undefined },
  querySelector: () => null,
};
