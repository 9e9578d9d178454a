/** The admin token form: all the page shows while the server refuses it the controls. */
import { field, h, replace } from "../dom.js";

export function tokenForm(unlock: (token: string) => Promise<boolean>): HTMLElement {
  const input = h("input", { type: "password", name: "token", required: true, autocomplete: "off" });
  const message = h("p", { role: "alert", class: "error" });
  const form = h(
    "form",
    {
      class: "token",
      onsubmit: async (event: Event) => {
        event.preventDefault();
        replace(message);
        if (!(await unlock(input.value))) {
          replace(message, "That is not this server's admin token.");
          input.select();
        }
      },
    },
    h("h2", { id: "token-title" }, "Admin token"),
    h(
      "p",
      {},
      "This server was started with --admin-token. Enter the token to see its state; it is kept only in this tab.",
    ),
    field("Admin token", input),
    h("button", { type: "submit" }, "Unlock"),
    message,
  );
  queueMicrotask(() => input.focus());
  return form;
}
