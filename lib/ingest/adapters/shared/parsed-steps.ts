import type { TParsedStep } from "@/lib/trajectory";
import type { TStepInput } from "./types";

/** A step from lib/trajectory as a canonical step; spans stay offsets into the text that was parsed. */
export function toStepInput(step: TParsedStep): TStepInput {
  const { span, ...fields } = step;
  return { ...fields, span: [span.start, span.end] };
}
