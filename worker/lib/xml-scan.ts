// A one-pass XML tokenizer for the parts of an .xlsx: every character is looked at a bounded number of times (no
// regular expression that can backtrack over a tag), so the time grows with the file's length and nothing else.
// It knows what a spreadsheet needs: start/end tags with attributes, text, the five named entities and numeric
// references. A DTD is refused (Excel never writes one, and it is where external entities would come from).

/** Longest tag accepted, '<' to '>' with its attributes: Excel's longest (the root's namespaces) is under 1 kB. */
export const MAX_TAG = 16 * 1024;

export type XmlHandler = {
  /** A start tag; `selfClosing` for `<x/>`, which gets no close call. Names without their namespace prefix. */
  open?: (name: string, attributes: Record<string, string>, selfClosing: boolean) => void;
  close?: (name: string) => void;
  /** Text between tags, entities already decoded (CDATA as written). */
  text?: (text: string) => void;
};

/** Thrown for anything that is not XML this scanner reads; the caller turns it into its own message. */
export class XmlError extends Error {}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The five named entities and numeric references; anything else stays as written. */
export function decodeXml(s: string): string {
  if (!s.includes('&')) return s;
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|amp|lt|gt|quot|apos);/gi, (m, e: string) => {
    if (e[0] !== '#') return ENTITIES[e.toLowerCase()] ?? m;
    const code = e[1] === 'x' || e[1] === 'X' ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : m;
  });
}

const localName = (qualified: string) => qualified.slice(qualified.indexOf(':') + 1);
const isSpace = (c: string | undefined) => c === ' ' || c === '\n' || c === '\t' || c === '\r';
/** A name ends at a space, '=', '/', '>' or the end of the text. */
const endsName = (c: string | undefined) => c === undefined || isSpace(c) || c === '=' || c === '/' || c === '>';

/** The index of `token` at or after `from`; XmlError when it never comes. */
function find(xml: string, token: string, from: number) {
  const at = xml.indexOf(token, from);
  if (at < 0) throw new XmlError(`${token} missing`);
  return at;
}

/** Reads `xml` from start to end once, calling the handler for each tag and text; throws XmlError when malformed. */
export function scanXml(xml: string, handler: XmlHandler): void {
  let i = 0;
  const n = xml.length;
  while (i < n) {
    const lt = xml.indexOf('<', i);
    const textEnd = lt < 0 ? n : lt;
    if (textEnd > i && handler.text) handler.text(decodeXml(xml.slice(i, textEnd)));
    if (lt < 0) return;
    if (xml.startsWith('<?', lt)) {
      i = find(xml, '?>', lt + 2) + 2;
    } else if (xml.startsWith('<!--', lt)) {
      i = find(xml, '-->', lt + 4) + 3;
    } else if (xml.startsWith('<![CDATA[', lt)) {
      const end = find(xml, ']]>', lt + 9);
      handler.text?.(xml.slice(lt + 9, end));
      i = end + 3;
    } else if (xml[lt + 1] === '!') {
      throw new XmlError('DTD');
    } else if (xml[lt + 1] === '/') {
      const gt = find(xml, '>', lt + 2);
      if (gt - lt > MAX_TAG) throw new XmlError('tag too long');
      handler.close?.(localName(xml.slice(lt + 2, gt).trim()));
      i = gt + 1;
    } else {
      i = readStartTag(xml, lt, handler);
    }
  }
}

/** The index just past the name starting at `p`; XmlError when it is empty or runs past `limit`. */
function nameEnd(xml: string, p: number, limit: number) {
  let q = p;
  while (!endsName(xml[q]) && q <= limit) q++;
  if (q > limit) throw new XmlError('tag too long');
  if (q === p) throw new XmlError('name missing');
  return q;
}

/** The index of the first non-space at or after `p`; XmlError past `limit`. */
function spaceEnd(xml: string, p: number, limit: number) {
  let q = p;
  while (isSpace(xml[q]) && q <= limit) q++;
  if (q > limit) throw new XmlError('tag too long');
  return q;
}

/** Reads the start tag at `lt` ('<'), calls handler.open and returns the index just after its '>'. */
function readStartTag(xml: string, lt: number, handler: XmlHandler): number {
  const limit = lt + MAX_TAG;
  let p = nameEnd(xml, lt + 1, limit);
  const name = localName(xml.slice(lt + 1, p));
  const attributes: Record<string, string> = {};
  for (;;) {
    p = spaceEnd(xml, p, limit);
    const c = xml[p];
    if (c === '>') {
      handler.open?.(name, attributes, false);
      return p + 1;
    }
    if (c === '/' && xml[p + 1] === '>') {
      handler.open?.(name, attributes, true);
      return p + 2;
    }
    if (c === undefined || c === '/') throw new XmlError('tag not closed');
    const nameStart = p;
    p = nameEnd(xml, p, limit);
    const attribute = localName(xml.slice(nameStart, p));
    p = spaceEnd(xml, p, limit);
    if (xml[p] !== '=') throw new XmlError('attribute without a value');
    p = spaceEnd(xml, p + 1, limit);
    const quote = xml[p];
    if (quote !== '"' && quote !== "'") throw new XmlError('attribute without quotes');
    const end = xml.indexOf(quote, p + 1);
    if (end < 0 || end > limit) throw new XmlError('tag too long');
    attributes[attribute] = decodeXml(xml.slice(p + 1, end));
    p = end + 1;
  }
}
