/** The outbox: the copies of applications e-mailed to a job's applicationEmail, as e-mails. */
import type { OutboxMessage } from "@jobs-toolkit/spec";
import { type View, whenChanged } from "../context.js";
import { h, replace, shortDate } from "../dom.js";

function mail(message: OutboxMessage): HTMLElement {
  const { applicant } = message;
  return h(
    "li",
    {},
    h(
      "article",
      { class: "mail", "aria-label": message.subject },
      h(
        "dl",
        { class: "mail-head" },
        h("dt", {}, "From"),
        h("dd", {}, `${applicant.name} <${applicant.email}>`),
        h("dt", {}, "To"),
        h("dd", {}, message.to),
        h("dt", {}, "Subject"),
        h("dd", {}, message.subject),
        h("dt", {}, "Sent"),
        h("dd", {}, shortDate(message.sentAt)),
      ),
      h(
        "p",
        { class: "mail-body" },
        `${applicant.name} (${applicant.email}) applied for job ${message.jobId}`,
        message.employerId === undefined ? "" : ` of employer ${message.employerId}`,
        ".",
      ),
    ),
  );
}

export function outboxView(): View<OutboxMessage[]> {
  const list = h("ol", { class: "outbox", reversed: true });
  const element = h(
    "section",
    { "aria-labelledby": "outbox-title", class: "outbox" },
    h("h2", { id: "outbox-title" }, "Outbox"),
    list,
  );
  const draw = whenChanged((messages: OutboxMessage[]) => {
    replace(
      list,
      ...(messages.length === 0 ? [h("li", {}, "No e-mail sent yet.")] : [...messages].reverse().map(mail)),
    );
  });
  return { element, show: draw };
}
