import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { isPrivate, readPrivateSetting } from "../private-mode";

// Whether anyone exists changes rarely (`trajscope user add`); asking once every few seconds keeps
// a query off every read while a newly added first person closes the site within seconds.
const TTL_MS = 3_000;
let cached: { at: number; hasPeople: boolean } | null = null;

/** Private mode right now: TRAJSCOPE_PRIVATE, or (unset) whether any person exists. */
export async function isPrivateMode(db: () => Promise<TDatabase>): Promise<boolean> {
  const setting = readPrivateSetting(process.env.TRAJSCOPE_PRIVATE);
  if (setting !== "auto") return setting === "on";
  if (!cached || Date.now() - cached.at > TTL_MS) {
    const someone = await (await db()).prisma.user.findFirst({ select: { id: true } });
    cached = { at: Date.now(), hasPeople: someone !== null };
  }
  return isPrivate(setting, cached.hasPeople);
}
