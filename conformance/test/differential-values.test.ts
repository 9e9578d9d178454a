/**
 * The differential proof compares the reference data a job shows by value and salary
 * amounts by notation: two deployments that name a salary type, a routing type, an
 * employer or a place otherwise, or write 52000 where the other writes 52000.0000, differ
 * to an app, and the difference names the member and both values.
 */
import { describe, expect, it } from "vitest";
import { compareExchanges, describeDifference } from "../src/differential/compare.js";
import { amountForms, isValuePath } from "../src/differential/values.js";
import type { Exchange } from "../src/differential/view.js";

const job = (body: string): Exchange => ({
  request: { method: "GET", url: "http://jobs.test/api/v1.1/jobs/1" },
  status: 200,
  headers: { "content-type": "application/json" },
  body,
});

const JOB = (type: string, location: string, amount = "52000") =>
  `{"id":1,"employer":{"id":7,"name":"North"},"locations":[${location}],"salary":{"amount":${amount},"maxAmount":null,"type":${type}},"applicantRoutingType":{"id":1,"name":"Email"}}`;
const YEARLY = '{"id":1,"name":"Yearly","unit":"year"}';
const CALGARY = '{"id":3,"name":"Calgary","description":"Calgary, AB","type":"City"}';

describe("values inside jobs", () => {
  it("compares the reference members of a job and of each job of a page", () => {
    expect(isValuePath("$.salary.type")).toBe(true);
    expect(isValuePath("$.data[].locations[]")).toBe(true);
    expect(isValuePath("$.employer")).toBe(true);
    expect(isValuePath("$.title")).toBe(false);
  });

  it("reads the notation of each salary amount from the text", () => {
    expect(amountForms('{"salary":{"amount":52000.0000,"maxAmount":61000}}')).toEqual({
      "$.salary.amount": "four-decimals",
      "$.salary.maxAmount": "number",
    });
    expect(amountForms('{"salary":{"amount":52000.50,"maxAmount":null}}')).toEqual({ "$.salary.amount": "2-decimals" });
  });

  it("names a salary type written otherwise, with both values", () => {
    const differences = compareExchanges(
      job(JOB(YEARLY, CALGARY)),
      job(JOB('{"id":1,"name":"YEAR","unit":"CAD/YEAR"}', CALGARY)),
    );
    expect(differences.map(describeDifference)).toEqual([
      `value at $.salary.type: ${JSON.stringify('{"id":1,"name":"Yearly","unit":"year"}')} / ${JSON.stringify('{"id":1,"name":"YEAR","unit":"CAD/YEAR"}')}`,
    ]);
  });

  it("names a place resolved to another id or name, and an amount in another notation", () => {
    const other = '{"id":80005,"name":"CALGARY (AB)","description":"Calgary, AB","type":"City"}';
    const differences = compareExchanges(job(JOB(YEARLY, CALGARY)), job(JOB(YEARLY, other, "52000.0000")));
    expect(differences.map(({ aspect, at }) => `${aspect} ${at}`)).toEqual([
      "value $.locations[]",
      "value $.salary.amount",
    ]);
  });

  it("tells no value apart where the values agree in another member order (the order is an aspect of its own)", () => {
    const reordered = '{"type":"City","description":"Calgary, AB","name":"Calgary","id":3}';
    expect(compareExchanges(job(JOB(YEARLY, CALGARY)), job(JOB(YEARLY, reordered)))).toEqual([
      expect.objectContaining({ aspect: "member-order", at: "$.locations[]" }),
    ]);
  });
});
