/** The CLI's version, as `--version` prints it and the User-Agent header sends it. */
export const VERSION = "0.1.0";
