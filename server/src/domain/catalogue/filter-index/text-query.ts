import type { Bits } from './bits.js';
import type { CatalogueIndex } from './catalogue-index.js';

/** A search query as PostgreSQL prints a tsquery: terms joined by &, | and !, with parentheses. */
export type TextQuery =
  | { kind: 'term'; term: string }
  | { kind: 'and' | 'or'; parts: TextQuery[] }
  | { kind: 'not'; part: TextQuery }
  | { kind: 'nothing' };

/** Where a reading stands in a tsquery's text. */
interface Cursor {
  text: string;
  i: number;
}

/** What the index does not answer itself; the query goes to PostgreSQL. */
const unsupported = new Error('unsupported');

const skipSpaces = (c: Cursor) => {
  while (c.text[c.i] === ' ') c.i++;
};

/** A quoted term: 'it''s' (quotes doubled inside, a backslash escaping). A weight or prefix after it (:*, :A) is not answered. */
function readTerm(c: Cursor): TextQuery {
  const { text } = c;
  c.i++;
  let out = '';
  for (;;) {
    if (c.i >= text.length) throw unsupported;
    const ch = text[c.i] as string;
    if (ch === "'") {
      if (text[c.i + 1] === "'") {
        out += "'";
        c.i += 2;
        continue;
      }
      c.i++;
      break;
    }
    if (ch === '\\') {
      out += text[c.i + 1] ?? '';
      c.i += 2;
      continue;
    }
    out += ch;
    c.i++;
  }
  if (text[c.i] === ':') throw unsupported;
  return { kind: 'term', term: out };
}

/** A term, a negation (!) or a parenthesised query. */
function readUnary(c: Cursor): TextQuery {
  skipSpaces(c);
  const ch = c.text[c.i];
  if (ch === '!') {
    c.i++;
    return { kind: 'not', part: readUnary(c) };
  }
  if (ch === '(') {
    c.i++;
    const inner = readOr(c);
    skipSpaces(c);
    if (c.text[c.i] !== ')') throw unsupported;
    c.i++;
    return inner;
  }
  if (ch === "'") return readTerm(c);
  throw unsupported;
}

/**
 * 't-shirt' <2> 'shirt': PostgreSQL's phrase for one hyphenated term. A document holds the whole
 * term only where its parts follow it, so the whole term alone answers the phrase. Any other
 * phrase needs lexeme positions.
 */
function readPhrase(c: Cursor): TextQuery {
  const parts = [readUnary(c)];
  for (;;) {
    skipSpaces(c);
    if (c.text[c.i] !== '<') break;
    const close = c.text.indexOf('>', c.i);
    if (close < 0 || !/^<(-|\d+)>$/.test(c.text.slice(c.i, close + 1))) throw unsupported;
    c.i = close + 1;
    parts.push(readUnary(c));
  }
  if (parts.length === 1) return parts[0] as TextQuery;
  const [whole, ...rest] = parts;
  if (whole?.kind !== 'term' || !whole.term.includes('-')) throw unsupported;
  const pieces = whole.term.split('-');
  // Its parts stemmed: each the start of one of its pieces ('lived-in' <-> 'live').
  if (!rest.every((p) => p.kind === 'term' && pieces.some((piece) => piece.startsWith(p.term)))) throw unsupported;
  return whole;
}

/** Parts read by `next` joined by `op` ('a' & 'b' & 'c': one `and` of three); a single part stands alone. */
function readJoined(c: Cursor, op: '&' | '|', kind: 'and' | 'or', next: (c: Cursor) => TextQuery): TextQuery {
  const parts = [next(c)];
  for (;;) {
    skipSpaces(c);
    if (c.text[c.i] !== op) break;
    c.i++;
    parts.push(next(c));
  }
  return parts.length === 1 ? (parts[0] as TextQuery) : { kind, parts };
}

/** & binds tighter than |. */
const readAnd = (c: Cursor) => readJoined(c, '&', 'and', readPhrase);
const readOr = (c: Cursor): TextQuery => readJoined(c, '|', 'or', readAnd);

/**
 * Reads a tsquery's text ('black' & ( 'shirt' | 'shirts' )). Answers null for what the index does
 * not answer itself: phrases (<->, <N>: they need lexeme positions), prefixes and weights (:*, :A).
 * An empty query (only stop words) matches nothing, as in PostgreSQL.
 */
export function parseTextQuery(text: string): TextQuery | null {
  if (text.trim() === '') return { kind: 'nothing' };
  const c: Cursor = { text, i: 0 };
  try {
    const q = readOr(c);
    skipSpaces(c);
    return c.i === text.length ? q : null;
  } catch {
    return null;
  }
}

/** A query with its terms looked up once: their codes in the index (-1: no product has it). */
export type CompiledQuery =
  | { kind: 'term'; code: number }
  | { kind: 'and' | 'or'; parts: CompiledQuery[] }
  | { kind: 'not'; part: CompiledQuery }
  | { kind: 'nothing' };

export function compile(index: CatalogueIndex, q: TextQuery): CompiledQuery {
  switch (q.kind) {
    case 'term':
      return { kind: 'term', code: index.termCode(q.term) };
    case 'and':
    case 'or':
      return { kind: q.kind, parts: q.parts.map((p) => compile(index, p)) };
    case 'not':
      return { kind: 'not', part: compile(index, q.part) };
    case 'nothing':
      return q;
  }
}

/**
 * How relevant the product is to the query, as ts_rank weighs fields (name 1.0, category 0.4,
 * shop 0.2, description 0.1): the sum over the query's terms it holds of its best field's weight.
 */
export function relevance(index: CatalogueIndex, q: CompiledQuery): (slot: number) => number {
  // Each term the sum counts, with how many times it does: one look-up per term and product.
  const times = new Map<number, number>();
  const count = (part: CompiledQuery): void => {
    if (part.kind === 'term') times.set(part.code, (times.get(part.code) ?? 0) + 1);
    else if (part.kind === 'and' || part.kind === 'or') part.parts.forEach(count);
  };
  count(q);
  const terms = [...times].filter(([code]) => code >= 0).map(([code, n]) => ({ weight: index.termWeigher(code), n }));
  return (slot) => {
    let sum = 0;
    for (const { weight, n } of terms) sum += n * weight(slot);
    return sum;
  };
}

/**
 * Every live product the query matches, as bits: each term's products, joined as the query joins
 * them, in the search's working sets (CatalogueIndex.searching). The answer is read only: a term's may be
 * the index's own. `known` holds the parts already answered, by their text: the typed query is also
 * half of the one with corrections.
 */
export function matchingBits(index: CatalogueIndex, q: CompiledQuery, known = new Map<string, Bits>()): Bits {
  if (q.kind === 'term') return index.slotsOfTerm(q.code);
  const key = JSON.stringify(q);
  const done = known.get(key);
  if (done) return done;
  const out = joined(index, q, known);
  known.set(key, out);
  return out;
}

function joined(index: CatalogueIndex, q: CompiledQuery, known: Map<string, Bits>): Bits {
  switch (q.kind) {
    case 'and': {
      const [first, ...rest] = q.parts.map((p) => matchingBits(index, p, known));
      const out = first ? index.searchCopy(first) : index.searchSet();
      for (const more of rest) index.join(out, more, 'and');
      return out;
    }
    case 'or': {
      const out = index.searchSet();
      for (const p of q.parts) index.join(out, matchingBits(index, p, known), 'or');
      return out;
    }
    case 'not': {
      const out = index.searchCopy(index.liveSet());
      index.join(out, matchingBits(index, q.part, known), 'and not');
      return out;
    }
    default:
      return index.searchSet();
  }
}
