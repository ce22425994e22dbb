// What each instance of `npm run cluster` is started with (besides the signing secret), from the
// operator's environment; server/test/security/client-address.test.ts holds the cluster to it.

/** nginx connects to the instances from this address: the only one that may name the client. */
export const PROXY_ADDRESS = '127.0.0.1';

/**
 * - NODE_ENV: production mail must go to an SMTP server (a log is no place for reset links), so
 *   without SMTP_URL the instances run as the demo does, writing each mail to their log.
 * - HOST: reachable from this machine only, so nobody reaches an instance without nginx.
 * - TRUST_PROXY: nginx's address, not a hop count, which would believe whoever connects.
 * - PUBLIC_URL: links in mails start with the address people open (nginx's), not an instance's.
 */
export function instanceEnv(env, { port, instancePort }) {
  return {
    NODE_ENV: env.NODE_ENV ?? (env.SMTP_URL ? 'production' : 'development'),
    PORT: String(instancePort),
    HOST: '127.0.0.1',
    TRUST_PROXY: env.TRUST_PROXY ?? PROXY_ADDRESS,
    PUBLIC_URL: env.PUBLIC_URL ?? `http://localhost:${port}`,
  };
}
