import { API_MESSAGES } from '@seamline/contract';
import { violatesUnique } from '../../db/violations.js';
import { conflict } from '../errors.js';

/** The unique index on a shop's name after NFKC and lower case (schema.ts, migration 0004). */
const STORE_NAME_INDEX = 'users_vendor_name_key';

/**
 * A write that gave a shop another's name (in any case or Unicode form) becomes the domain's
 * conflict; any other error passes on as it is. Only the index sees every such name, racing
 * writes included, so the write is tried rather than checked first.
 */
export function storeNameConflict(err: unknown): unknown {
  return violatesUnique(err, STORE_NAME_INDEX) ? conflict(API_MESSAGES.storeNameTaken) : err;
}
