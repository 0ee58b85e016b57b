// A Secure cookie sent over plain HTTP is dropped by the browser without a word: sign-in would
// "work" and nobody would be signed in. Browsers make an exception for loopback addresses, so only
// a real hostname over http is a problem.

const LOOPBACK = /^(localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

export function secureCookieWouldBeDropped(input: { isSecureCookie: boolean; protocol: string; hostname: string }) {
  return input.isSecureCookie && input.protocol === "http" && !LOOPBACK.test(input.hostname);
}

export const INSECURE_COOKIE_HINT =
  "This page was reached over plain HTTP at a real hostname, so the browser would drop the secure " +
  "session cookie and nobody would be signed in. Serve trajscope over HTTPS (a reverse proxy that sets " +
  "X-Forwarded-Proto: https), or, on a network you trust, start it with TRAJSCOPE_INSECURE_COOKIES=1.";
