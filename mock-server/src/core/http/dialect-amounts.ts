/**
 * Salary amounts in a job's answer as the dialect's deployment writes them: four decimals
 * in the answer to a create or an update (as the interface document shows them), and
 * elsewhere `amount` and `maxAmount` as a plain JSON number or with four decimals. JSON
 * numbers carry no form once parsed, so the answer's text is rewritten: a member's name
 * followed by a number can only be that member, never text inside a string (whose quotes
 * are escaped).
 */
import type { ResolvedDialect } from "@jobs-toolkit/spec";
import { bodyText, type CoreResponse } from "./http.js";

type AmountForm = "number" | "four-decimals";

const AMOUNT = /"(amount|maxAmount)":(-?\d+(?:\.\d+)?)(?=[,}\s])/g;

function written(number: string, form: AmountForm): string {
  return form === "number" ? String(Number(number)) : Number(number).toFixed(4);
}

/** The form of each amount member in one answer. */
function formsOf(dialect: ResolvedDialect, write: boolean): Record<"amount" | "maxAmount", AmountForm> {
  const { amountOnRead = "four-decimals", maxAmount = "four-decimals" } = dialect.insideJobs;
  return { amount: write ? "four-decimals" : amountOnRead, maxAmount };
}

/** A job's answer with its amounts in the dialect's forms; any other answer as it is. */
export function withAmountForms(
  answer: CoreResponse,
  template: CoreResponse["template"],
  dialect: ResolvedDialect,
  method: string,
): CoreResponse {
  // The reference server's own text already writes four decimals everywhere: nothing to do.
  const { amountOnRead, maxAmount } = dialect.insideJobs;
  const rewritten = dialect.templates.job !== undefined || amountOnRead !== undefined || maxAmount !== undefined;
  const text = template === "job" && rewritten ? bodyText(answer) : undefined;
  if (text === undefined) {
    return answer;
  }
  const forms = formsOf(dialect, method === "POST" || method === "PUT");
  const body = text.replace(AMOUNT, (_, name: "amount" | "maxAmount", number: string) => {
    return `"${name}":${written(number, forms[name])}`;
  });
  return body === text ? answer : { ...answer, body };
}
