// Reading chosen entries of a zip (an .xlsx) under a budget of inflated bytes. The central directory is read
// here so that only the entries asked for are inflated; fflate's streaming Inflate is fed a little compressed
// input at a time, so a zip bomb stops at the budget instead of filling the isolate's 128 MB first.
import { Inflate } from 'fflate';

type Entry = { method: number; flags: number; compressedSize: number; headerOffset: number };

/** Thrown when the bytes are not a zip this reader handles (encrypted, zip64, another compression, truncated). */
export class ZipError extends Error {}
/** Thrown when the entries read would inflate past the budget. */
export class ZipBudgetError extends Error {}

/**
 * Compressed input per push: deflate expands at most about 1,032 times, so one push adds at most about 1 MB of
 * output past the budget before the check stops it.
 */
const SLICE = 1024;

const u16 = (b: Uint8Array, at: number) => b[at]! | (b[at + 1]! << 8);
const u32 = (b: Uint8Array, at: number) => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;

/** The entries of the zip by name, from its central directory. */
function centralDirectory(zip: Uint8Array): Map<string, Entry> {
  // The end record is in the last 22 bytes plus a comment of at most 65,535.
  let end = zip.length - 22;
  const stop = Math.max(0, zip.length - 22 - 0xffff);
  while (end >= stop && u32(zip, end) !== 0x06054b50) end--;
  if (end < stop) throw new ZipError('no end record');
  const count = u16(zip, end + 10);
  let at = u32(zip, end + 16);
  const entries = new Map<string, Entry>();
  const names = new TextDecoder();
  for (let k = 0; k < count; k++) {
    if (at + 46 > zip.length || u32(zip, at) !== 0x02014b50) throw new ZipError('bad directory');
    const nameLength = u16(zip, at + 28);
    const name = names.decode(zip.subarray(at + 46, at + 46 + nameLength));
    entries.set(name, {
      flags: u16(zip, at + 8),
      method: u16(zip, at + 10),
      compressedSize: u32(zip, at + 20),
      headerOffset: u32(zip, at + 42),
    });
    at += 46 + nameLength + u16(zip, at + 30) + u16(zip, at + 32);
  }
  return entries;
}

/** Reads entries of one zip, all of them together inflating to at most `budget` bytes. */
export class ZipReader {
  private readonly entries: Map<string, Entry>;
  private left: number;

  constructor(
    private readonly zip: Uint8Array,
    budget: number,
  ) {
    this.entries = centralDirectory(zip);
    this.left = budget;
  }

  /** The entry's bytes, or null when there is no such entry; ZipBudgetError past the budget. */
  read(name: string): Uint8Array | null {
    const entry = this.entries.get(name);
    if (!entry) return null;
    const zip = this.zip;
    const h = entry.headerOffset;
    if (h + 30 > zip.length || u32(zip, h) !== 0x04034b50) throw new ZipError('bad local header');
    if (entry.flags & 1) throw new ZipError('encrypted');
    const start = h + 30 + u16(zip, h + 26) + u16(zip, h + 28);
    const data = zip.subarray(start, start + entry.compressedSize);
    if (data.length !== entry.compressedSize) throw new ZipError('truncated');
    if (entry.method === 0) {
      this.take(data.length);
      return data;
    }
    if (entry.method !== 8) throw new ZipError('compression');
    const chunks: Uint8Array[] = [];
    let size = 0;
    let done = false;
    const inflate = new Inflate((chunk, final) => {
      this.take(chunk.length);
      chunks.push(chunk);
      size += chunk.length;
      done = final;
    });
    for (let at = 0; at < data.length; at += SLICE) {
      inflate.push(data.subarray(at, at + SLICE), at + SLICE >= data.length);
    }
    if (!done) throw new ZipError('truncated');
    const out = new Uint8Array(size);
    let offset = 0;
    for (const c of chunks) {
      out.set(c, offset);
      offset += c.length;
    }
    return out;
  }

  /** Counts `bytes` against the budget. */
  private take(bytes: number) {
    this.left -= bytes;
    if (this.left < 0) throw new ZipBudgetError('budget');
  }
}
