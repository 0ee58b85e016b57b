// Private mode: reading needs a sign-in. TRAJSCOPE_PRIVATE=1 forces it on, =0 off; unset ("auto"),
// it is on as soon as any person has been added and off on a fresh install with nobody, so the
// demo opens at once and a team's runs are closed the moment the team exists.

export type TPrivateSetting = "on" | "off" | "auto";

export function readPrivateSetting(value: string | undefined): TPrivateSetting {
  const v = (value ?? "").trim().toLowerCase();
  if (["1", "true", "on", "yes"].includes(v)) return "on";
  if (["0", "false", "off", "no"].includes(v)) return "off";
  return "auto";
}

export function isPrivate(setting: TPrivateSetting, hasPeople: boolean): boolean {
  return setting === "auto" ? hasPeople : setting === "on";
}
