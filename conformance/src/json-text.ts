/**
 * Reads the number literals of a JSON text as written, so checks can see `52000.0000`
 * where `JSON.parse` would only see 52000.
 */

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const STRING = /"(?:[^"\\]|\\.)*"/y;

/** Every number literal of a JSON text, by JSON Pointer. */
export function numberLiterals(text: string): Map<string, string> {
  const found = new Map<string, string>();
  let index = 0;
  const skipSpace = () => {
    while (index < text.length && " \t\r\n".includes(text[index] ?? "")) {
      index++;
    }
  };
  const readString = (): string => {
    STRING.lastIndex = index;
    const match = STRING.exec(text);
    if (!match) {
      throw new SyntaxError(`Bad string at ${index}`);
    }
    index += match[0].length;
    return JSON.parse(match[0]) as string;
  };
  const readValue = (pointer: string): void => {
    skipSpace();
    const char = text[index];
    if (char === "{") {
      index++;
      skipSpace();
      if (text[index] === "}") {
        index++;
        return;
      }
      for (;;) {
        skipSpace();
        const key = readString();
        skipSpace();
        index++; // the colon
        readValue(`${pointer}/${key.replaceAll("~", "~0").replaceAll("/", "~1")}`);
        skipSpace();
        if (text[index++] === "}") {
          return;
        }
      }
    }
    if (char === "[") {
      index++;
      skipSpace();
      if (text[index] === "]") {
        index++;
        return;
      }
      for (let item = 0; ; item++) {
        readValue(`${pointer}/${item}`);
        skipSpace();
        if (text[index++] === "]") {
          return;
        }
      }
    }
    if (char === '"') {
      readString();
      return;
    }
    NUMBER.lastIndex = index;
    const number = NUMBER.exec(text);
    if (number) {
      found.set(pointer, number[0]);
      index += number[0].length;
      return;
    }
    for (const word of ["true", "false", "null"]) {
      if (text.startsWith(word, index)) {
        index += word.length;
        return;
      }
    }
    throw new SyntaxError(`Unexpected '${char}' at ${index}`);
  };
  try {
    readValue("");
  } catch {
    return found;
  }
  return found;
}

/** Ten-thousandths as the contract writes an amount: `52000.0000`. */
export function fourDecimals(tenThousandths: number): string {
  const whole = Math.trunc(tenThousandths / 10_000);
  return `${whole}.${String(tenThousandths % 10_000).padStart(4, "0")}`;
}
