import "server-only";
import type { TDatabase } from "@/lib/db/connection";
import { DomainError } from "@/lib/http/errors";
import { ACCOUNT_POLICY, ADDRESS_POLICY, FailureBackoff, Gate } from "../sign-in-limiter";
import { verifyCredentials, type TUser } from "./users";

// One scrypt takes 128 MiB and a few hundred ms of a core: one at a time (queue of 16) caps what
// a flood can take from the rest of the server; TRAJSCOPE_SIGN_IN_CONCURRENCY raises it.
const hashing = new Gate(Math.max(1, Number(process.env.TRAJSCOPE_SIGN_IN_CONCURRENCY) || 1), 16);
const accounts = new FailureBackoff(ACCOUNT_POLICY);
const addresses = new FailureBackoff(ADDRESS_POLICY);

/**
 * Answers 429, but only after up to a second: a refusal costs a timer, not a core, and a client
 * that fires again at once gets at most one answer a second per connection.
 */
async function refuse(waitMs: number, message: string): Promise<never> {
  await new Promise((resolve) => setTimeout(resolve, Math.min(waitMs, 1000)));
  throw new DomainError("too_many_attempts", message, { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) });
}

/**
 * The person when name and password match. Refused without hashing while the account or the
 * client address is backing off after wrong passwords, or when too many sign-ins wait already.
 */
export async function attemptSignIn(
  db: TDatabase,
  input: { name: string; password: string; address: string },
): Promise<TUser> {
  const account = input.name.toLowerCase();
  const wait = Math.max(accounts.waitMs(account), addresses.waitMs(input.address));
  if (wait > 0) await refuse(wait, `Too many wrong passwords: try again in ${Math.ceil(wait / 1000)} s.`);
  // Counted as wrong before the check, so eight guesses sent at once cannot all slip in before the
  // first is judged; a right password takes it back.
  accounts.recordFailure(account);
  addresses.recordFailure(input.address);
  const checked = await hashing.run(() => verifyCredentials(db, input.name, input.password));
  if (checked.busy) await refuse(1000, "Too many sign-ins at once: try again in a moment.");
  if (!checked.busy && checked.value) {
    accounts.recordSuccess(account);
    addresses.cancelFailure(input.address);
    return checked.value;
  }
  // The wait counts from the answer, not from the start of a check that took a while.
  accounts.confirmFailure(account);
  addresses.confirmFailure(input.address);
  // One message for both mistakes: it never tells which names exist.
  throw new DomainError("wrong_credentials", "Wrong name or password.");
}

/**
 * The client's address as the server saw it. Next fills X-Forwarded-For from the socket unless the
 * request brought one; behind a reverse proxy that sets it, this is the real client. Exposed
 * directly, a client can name any address: the per-account backoff and the hashing gate still hold.
 */
export const clientAddress = (headers: Headers) => headers.get("x-forwarded-for")?.split(",")[0]?.trim() || "unknown";
