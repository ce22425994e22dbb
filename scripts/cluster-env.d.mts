// Types of scripts/cluster-env.mjs for the TypeScript that imports it (server/test/security/client-address.test.ts).
export declare const PROXY_ADDRESS: string;
export declare function instanceEnv(
  env: Record<string, string | undefined>,
  ports: { port: number; instancePort: number },
): { NODE_ENV: string; PORT: string; HOST: string; TRUST_PROXY: string; PUBLIC_URL: string };
