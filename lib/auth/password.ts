import "server-only";
import { randomBytes, scrypt as scryptCallback, timingSafeEqual, type ScryptOptions } from "node:crypto";

// scrypt (RFC 7914), built into Node, memory-hard: the vetted choice that needs no native addon.
// Parameters follow OWASP's password storage guidance (N = 2^17, r = 8, p = 1) and are stored
// with the hash, so they can be raised later without invalidating existing passwords.
export const PASSWORD_PARAMS = { N: 2 ** 17, r: 8, p: 1 } as const;

// Test suites hash hundreds of passwords on 2 cores: they set TRAJSCOPE_TEST_SCRYPT_LOG_N (vitest.config.ts)
// to a fixed, small cost. Hashes record their cost, so either kind verifies anywhere.
const PARAMS = process.env.TRAJSCOPE_TEST_SCRYPT_LOG_N
  ? { ...PASSWORD_PARAMS, N: 2 ** Number(process.env.TRAJSCOPE_TEST_SCRYPT_LOG_N) }
  : PASSWORD_PARAMS;
const KEY_LENGTH = 32;

function scrypt(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCallback(
      password.normalize("NFKC"),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 256 * 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    ),
  );
}

/** "scrypt$N$r$p$salt$hash", salt and hash in base64url. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, PARAMS);
  return ["scrypt", PARAMS.N, PARAMS.r, PARAMS.p, salt.toString("base64url"), key.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await scrypt(password, Buffer.from(salt, "base64url"), { N: Number(n), r: Number(r), p: Number(p) });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

// Checked when the name is unknown or has no password: the same scrypt work as a real check, so
// the answer's timing does not tell which names exist. The salt and key are arbitrary (no password
// matches); what matters is that the parameters equal PARAMS.
export const DUMMY_HASH = [
  "scrypt",
  PARAMS.N,
  PARAMS.r,
  PARAMS.p,
  "dHJhanNjb3BlLWR1bW15",
  Buffer.alloc(KEY_LENGTH).toString("base64url"),
].join("$");

/** verifyPassword against the stored hash, or against a dummy of equal cost when there is none. */
export async function verifyPasswordOrDummy(password: string, stored: string | null | undefined): Promise<boolean> {
  const isMatch = await verifyPassword(password, stored ?? DUMMY_HASH);
  return Boolean(stored) && isMatch;
}
