import { describe, expect, it } from "vitest";
import { isConnectionLost } from "./connection-lost";

// Shapes seen from node-postgres when PostgreSQL restarts or kills a backend, and from Node's sockets.
describe("isConnectionLost", () => {
  it.each([
    [Object.assign(new Error("terminating connection due to administrator command"), { code: "57P01" })],
    [Object.assign(new Error("the database system is shutting down"), { code: "57P03" })],
    [new Error("Connection terminated unexpectedly")],
    [new Error("Client has encountered a connection error and is not queryable")],
    [Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" })],
    [new Error("copy failed", { cause: Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }) })],
  ])("knows %s", (error) => {
    expect(isConnectionLost(error)).toBe(true);
  });

  it.each([
    [Object.assign(new Error('duplicate key value violates unique constraint "x"'), { code: "23505" })],
    [new Error("invalid input syntax for type bigint")],
    [null],
  ])("leaves other errors alone: %s", (error) => {
    expect(isConnectionLost(error)).toBe(false);
  });
});
