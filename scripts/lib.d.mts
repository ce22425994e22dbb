// Types of the part of scripts/lib.mjs the server suite imports (server/test/processes/server-process.ts).
export declare const root: string;
export declare const serverEntry: string;
export declare const sandboxEntry: string;
export declare const adminEntry: string;
/** Builds the server when it is stale; answers the entry file to run with `node`. */
export declare function ensureServerBuild(): Promise<string>;
