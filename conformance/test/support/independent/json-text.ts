/**
 * JSON text with numbers written in a fixed notation (e.g. `52000.0000`), which
 * JSON.stringify cannot do on its own.
 */

/** A number written exactly as `text`. */
export class Numeral {
  readonly text: string;

  constructor(text: string) {
    this.text = text;
  }
}

/** JSON.stringify, writing every {@link Numeral} as its text. */
export function toJsonText(value: unknown): string {
  const numerals: string[] = [];
  const text = JSON.stringify(value, (_key, member) =>
    member instanceof Numeral ? `\u0000${numerals.push(member.text) - 1}\u0000` : member,
  );
  return text.replace(/"\\u0000(\d+)\\u0000"/g, (_match, index) => {
    const numeral = numerals[Number(index)];
    if (numeral === undefined) {
      throw new Error(`No numeral ${index} was written`);
    }
    return numeral;
  });
}
