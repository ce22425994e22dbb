// Types of scripts/test-files.mjs for the server's and the web's Vitest configs.
/** The test files under `dirs` of `root` that call `vi.<name>(` for one of `calls`, as paths from `root`. */
export declare function testFilesCalling(root: string, dirs: string[], calls: string[]): string[];
