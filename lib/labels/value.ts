// A label's value is a boolean, a number or a category. The database keeps its canonical text
// (for equality filters and indexes) and a number (booleans as 0/1, for means and ranges).

export type TLabelValue = boolean | number | string;
export type TLabelValueType = "boolean" | "number" | "category";
export type TStoredLabelValue = { valueType: TLabelValueType; value: string; valueNumber: number | null };

export function storeLabelValue(value: TLabelValue): TStoredLabelValue {
  if (typeof value === "boolean") return { valueType: "boolean", value: String(value), valueNumber: value ? 1 : 0 };
  if (typeof value === "number") return { valueType: "number", value: String(value), valueNumber: value };
  return { valueType: "category", value, valueNumber: null };
}

export function readLabelValue(stored: Pick<TStoredLabelValue, "valueType" | "value">): TLabelValue {
  if (stored.valueType === "boolean") return stored.value === "true";
  if (stored.valueType === "number") return Number(stored.value);
  return stored.value;
}
