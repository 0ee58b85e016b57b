import { config, type core } from "zod/mini";
import en from "zod/v4/locales/en.js";

// URL parameters are parsed in the browser too (a page's state hooks read its link), so their
// schemas use zod's mini build: its functions are tree-shaken to the ~20 KB a page uses, where
// the classic build's methods bring ~110 KB that took 40–60 ms of each page's main thread on two
// cores before anything was interactive. Each schema module imports `* as z from "zod/mini"` and
// this module, which gives the mini build the English messages the classic build sets for itself,
// so a page and an endpoint word an issue alike.
config(en());

/** An issue from inside a transform (the mini build's context has no addIssue). */
export function addIssue(ctx: core.ParsePayload, message: string, path?: PropertyKey[]): void {
  ctx.issues.push({ code: "custom", message, input: ctx.value, ...(path ? { path } : {}) });
}
