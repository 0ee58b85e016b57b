import * as z from "zod/mini";
import { addIssue } from "@/lib/http/zod-mini";
import { CORRECTNESS_USAGE, formatCorrectness, tryParseCorrectness } from "./metric-options";

// The correctness choice as a URL parameter (`correct=`), shared by every page that takes one: the
// text is parsed once and written back canonically ("f1 >= .5" → "f1>=0.5"), so equal choices give
// equal links and query keys. Pages and endpoints keep the text; the server parses it into a choice.
export const ZCorrectnessText = z.pipe(
  z.string().check(z.maxLength(200)),
  z.transform((text, ctx) => {
    const choice = tryParseCorrectness(text);
    if (choice === null) {
      addIssue(ctx, `Unknown correctness "${text}": use ${CORRECTNESS_USAGE}`);
      return z.NEVER;
    }
    return formatCorrectness(choice);
  }),
);
