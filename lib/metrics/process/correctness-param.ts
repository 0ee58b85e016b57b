import { z } from "zod";
import { CORRECTNESS_USAGE, formatCorrectness, tryParseCorrectness } from "./metric-options";

// The correctness choice as a URL parameter (`correct=`), shared by every page that takes one: the
// text is parsed once and written back canonically ("f1 >= .5" → "f1>=0.5"), so equal choices give
// equal links and query keys. Pages and endpoints keep the text; the server parses it into a choice.
export const ZCorrectnessText = z
  .string()
  .max(200)
  .transform((text, ctx) => {
    const choice = tryParseCorrectness(text);
    if (choice === null) {
      ctx.addIssue({ code: "custom", message: `Unknown correctness "${text}": use ${CORRECTNESS_USAGE}` });
      return z.NEVER;
    }
    return formatCorrectness(choice);
  });
