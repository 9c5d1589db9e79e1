// pglite-socket queues wire-protocol messages one at a time and keeps a client's turn only inside an explicit
// transaction. An extended-protocol batch (Parse, Bind, Describe, Execute … Sync) is several messages, so under
// concurrency another client's Parse could land between them and the first client's Bind would meet the wrong
// unnamed statement (seen as "invalid input syntax for type uuid" in unrelated queries). This keeps the backend
// with one client from its first message until its batch ends: Sync or a simple Query, outside a transaction.
import type { PGlite } from '@electric-sql/pglite';
import type { PGLiteSocketServer } from '@electric-sql/pglite-socket';

type Item = {
  handlerId: number;
  message: Uint8Array;
  resolve: (bytes: number) => void;
  reject: (err: unknown) => void;
  onData: (data: Uint8Array) => void;
};
type Queue = {
  queue: Item[];
  processing: boolean;
  lastHandlerId: number | null;
  processQueue: () => Promise<void>;
  clearQueueForHandler: (handlerId: number) => void;
};

const SYNC = 0x53; // 'S'
const QUERY = 0x51; // 'Q'
const TERMINATE = 0x58; // 'X'
const PROTOCOL_3 = 196608;

/** A message after which another client may use the backend (if no transaction is open). */
function endsBatch(message: Uint8Array) {
  const type = message[0];
  if (type === SYNC || type === QUERY || type === TERMINATE) return true;
  // The startup message has no type byte: length, then the protocol version.
  return message.length >= 8 && new DataView(message.buffer, message.byteOffset).getInt32(4) === PROTOCOL_3;
}

export function serializeBatches(server: PGLiteSocketServer, db: PGlite) {
  const q = (server as unknown as { queryQueue: Queue }).queryQueue;
  let owner: number | null = null;

  q.processQueue = async function processQueue() {
    if (q.processing || q.queue.length === 0) return;
    q.processing = true;
    try {
      while (q.queue.length > 0) {
        const holder = owner ?? (db.isInTransaction() ? q.lastHandlerId : null);
        const index = holder === null ? 0 : q.queue.findIndex((item) => item.handlerId === holder);
        // The holder has not sent its next message yet: wait for it (enqueue runs this again).
        if (index === -1) break;
        const item = q.queue.splice(index, 1)[0]!;
        let bytes = 0;
        try {
          await db.runExclusive(() =>
            db.execProtocolRawStream(item.message, {
              onRawData: (data: Uint8Array) => {
                bytes += data.length;
                item.onData(data);
              },
            }),
          );
        } catch (err) {
          owner = null;
          item.reject(err);
          continue;
        }
        owner = endsBatch(item.message) ? null : item.handlerId;
        q.lastHandlerId = item.handlerId;
        item.resolve(bytes);
      }
    } finally {
      q.processing = false;
    }
  };

  // A client that leaves in the middle of a batch must not keep the backend.
  const clear = q.clearQueueForHandler.bind(q);
  q.clearQueueForHandler = (handlerId: number) => {
    clear(handlerId);
    if (owner === handlerId) {
      owner = null;
      void q.processQueue();
    }
  };
}
