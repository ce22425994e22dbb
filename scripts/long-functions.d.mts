// Types of scripts/long-functions.mjs for the TypeScript that imports it (server/test/code/long-functions.test.ts).
export interface LongNode {
  file: string;
  line: number;
  name: string;
  kind: 'function' | 'class';
  lines: number;
}
export declare const FUNCTION_LIMIT: number;
export declare const CLASS_LIMIT: number;
export declare const AREAS: readonly string[];
export declare function sourceFiles(paths: readonly string[]): string[];
export declare function longNodes(file: string, text: string): LongNode[];
export declare function longFunctions(options?: { at?: string }): LongNode[];
export declare function areaOf(file: string): string;
