/**
 * Building the inspector's DOM. Every value from the server becomes a text node or an
 * attribute value, never markup: no job, header or e-mail text is ever parsed as HTML
 * here (descriptions go through description.ts, which rebuilds them from an allowlist).
 */

type Child = Node | string | number | null | undefined | false;
type Attributes = Record<string, string | number | boolean | EventListener | undefined>;

/** An element with attributes (`on*` become listeners; false and undefined are left out) and children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attributes: Attributes = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === false) {
      continue;
    }
    if (typeof value === "function") {
      element.addEventListener(name.slice(2).toLowerCase(), value);
    } else {
      element.setAttribute(name, value === true ? "" : String(value));
    }
  }
  element.append(...nodes(children));
  return element;
}

function nodes(children: readonly Child[]): Node[] {
  return children
    .filter((child) => child !== null && child !== undefined && child !== false)
    .map((child) => (child instanceof Node ? child : document.createTextNode(String(child))));
}

/**
 * Replaces a container's children, keeping the keyboard focus: an element carrying
 * `data-key` that had the focus gets it back in its new copy, so a refresh that arrives
 * while someone tabs through a table does not throw them back to the top.
 */
export function replace(container: Element, ...children: Child[]): void {
  const root = container.getRootNode() as Document | ShadowRoot;
  const focused = root.activeElement;
  const key = focused && container.contains(focused) ? focused.getAttribute("data-key") : null;
  container.replaceChildren(...nodes(children));
  if (key !== null) {
    const again = [...container.querySelectorAll("[data-key]")].find(
      (element) => element.getAttribute("data-key") === key,
    );
    (again as HTMLElement | undefined)?.focus();
  }
}

/** A table with a caption, header cells with scope, and one row per item. */
export function table(caption: string, headings: readonly string[], rows: readonly Child[][]): HTMLTableElement {
  return h(
    "table",
    {},
    h("caption", { class: "visually-hidden" }, caption),
    h("thead", {}, h("tr", {}, ...headings.map((heading) => h("th", { scope: "col" }, heading)))),
    h(
      "tbody",
      {},
      // Each cell names its column, for the narrow layout that shows a row as a card.
      ...rows.map((cells) =>
        h("tr", {}, ...cells.map((cell, index) => h("td", { "data-label": headings[index] }, cell))),
      ),
    ),
  );
}

/** A labelled form control: the label wraps the control, so it names it. */
export function field(label: string, control: HTMLElement): HTMLLabelElement {
  return h("label", { class: "field" }, h("span", {}, label), control);
}

/** A date-time as the server writes it, shortened for a table: `2026-11-24 09:00:00`. */
export function shortDate(value: string | null | undefined): string {
  return value ? value.replace("T", " ").replace(/Z$/, "") : "";
}
