// Types of scripts/databases.mjs for the server suite and the bench.
import type pg from 'pg';

/** The start of the name of every database a test run makes (`seamline_t_<run>_`), from TEST_RUN_ID. */
export declare function testRunPrefix(): string;
/** `url` with its database replaced by `name`. */
export declare function databaseUrl(url: string, name: string): string;
/** Runs `work` on one connection to the database at `url`, closed afterwards whatever happens. */
export declare function onServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T>;
/** Creates the database `name` (a copy of `template` when one is named) on the server at `serverUrl`; answers its URL. */
export declare function createDatabase(serverUrl: string, name: string, template?: string): Promise<string>;
/** Drops the databases named, if they exist, on the server at `serverUrl`, ending their connections first. */
export declare function dropDatabases(serverUrl: string, ...names: string[]): Promise<void>;
