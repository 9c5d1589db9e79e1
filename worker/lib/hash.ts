// The one SHA-256 of the worker: session ids, single-use tokens and codes, log and view hashes.
import { sha256 } from '@oslojs/crypto/sha2';
import { encodeHexLowerCase } from '@oslojs/encoding';

/** Lower-case hex SHA-256 of the UTF-8 text. */
export const sha256Hex = (text: string): string => encodeHexLowerCase(sha256(new TextEncoder().encode(text)));
