/** Blanks every order-only chunk import in the `.js` files of `outDir`; throws on one that imports a chunk for its effects alone. */
export function dropOrderOnlyChunkImports(outDir: string): void;
