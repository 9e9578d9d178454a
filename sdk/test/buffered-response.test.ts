// The transport's answer after it read the body within the attempt: a Response like any
// other to its readers, its body read from memory, a stream made only when asked for.
import { expect, it } from "vitest";
import { bufferedResponse } from "../src/buffered-response.js";

const init = { status: 200, statusText: "OK", headers: { "content-type": "application/json" } };
const bytes = () => new TextEncoder().encode('{"id":7,"title":"Nurse"}');

it("is a Response with the status and headers it was given", () => {
  const response = bufferedResponse(bytes(), init);
  expect(response).toBeInstanceOf(Response);
  expect(response.ok).toBe(true);
  expect(response.statusText).toBe("OK");
  expect(response.headers.get("content-type")).toBe("application/json");
});

it("reads its body as text, JSON or bytes once, as a fetched body is read", async () => {
  const response = bufferedResponse(bytes(), init);
  expect(response.bodyUsed).toBe(false);
  await expect(response.json()).resolves.toEqual({ id: 7, title: "Nurse" });
  expect(response.bodyUsed).toBe(true);
  await expect(response.text()).rejects.toBeInstanceOf(TypeError);
  expect(() => response.clone()).toThrow(TypeError);
  await expect(bufferedResponse(bytes(), init).text()).resolves.toBe('{"id":7,"title":"Nurse"}');
  const buffer = await bufferedResponse(bytes(), init).arrayBuffer();
  expect(new TextDecoder().decode(buffer)).toBe('{"id":7,"title":"Nurse"}');
});

it("gives the same bytes through a stream, a blob or a clone when asked for one", async () => {
  const streamed = bufferedResponse(bytes(), init);
  const reader = streamed.body?.getReader();
  const first = await reader?.read();
  expect(new TextDecoder().decode(first?.value)).toBe('{"id":7,"title":"Nurse"}');
  const cloned = bufferedResponse(bytes(), init);
  const copy = cloned.clone();
  await expect(copy.json()).resolves.toEqual({ id: 7, title: "Nurse" });
  await expect(cloned.json()).resolves.toEqual({ id: 7, title: "Nurse" });
  await expect((await bufferedResponse(bytes(), init).blob()).text()).resolves.toBe('{"id":7,"title":"Nurse"}');
});

it("has no body when it was given none", async () => {
  const response = bufferedResponse(null, { status: 204 });
  expect(response.body).toBeNull();
  await expect(response.text()).resolves.toBe("");
});

it("gives a body read as a view into a larger buffer only its own bytes", async () => {
  // A chunk read off a socket may share its buffer with the headers before it.
  const shared = new TextEncoder().encode('HTTP/1.1 200 OK\r\n\r\n{"id":7}');
  const view = shared.subarray(shared.length - 8);
  const buffer = await bufferedResponse(view, init).arrayBuffer();
  expect(new TextDecoder().decode(buffer)).toBe('{"id":7}');
  const bytes = await bufferedResponse(view, init).bytes();
  expect(bytes.buffer.byteLength).toBe(8);
  await expect(bufferedResponse(view, init).json()).resolves.toEqual({ id: 7 });
});
