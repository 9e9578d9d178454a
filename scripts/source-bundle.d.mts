/** A program of this repository bundled from its sources once per process; resolves to the bundle's path. */
export function sourceBundle(entry: string): Promise<string>;
