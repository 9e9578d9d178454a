/** Escaping text for the markup reports (HTML, JUnit XML). */

/**
 * Escapes text for an element or a quoted attribute of HTML or XML. Control characters
 * XML 1.0 forbids are dropped: a target's answer may carry them, and one would make the
 * whole document unreadable.
 */
export function escapeMarkup(text: string): string {
  return (
    text
      .replaceAll("&", "&amp;")
      .replaceAll("<", "&lt;")
      .replaceAll(">", "&gt;")
      .replaceAll('"', "&quot;")
      .replaceAll("'", "&#39;")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: XML 1.0 forbids these characters.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
  );
}
