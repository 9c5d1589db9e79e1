// The smallest Postgres client the relay's HTTP endpoint needs: connect (trust, cleartext or MD5 password, as
// the local servers use), then run one statement at a time with the extended protocol, text results.
// Messages are framed and parsed by pg-protocol (the `pg` package's own codec).
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import net from 'node:net';
import type * as PgProtocol from 'pg-protocol';
import type { BackendMessage, DatabaseError } from 'pg-protocol/dist/messages';

// Loaded through createRequire so vitest's worker import conditions never apply to it.
const require = createRequire(import.meta.url);
const { parse, serialize } = require('pg-protocol') as typeof PgProtocol;

export type WireField = {
  name: string;
  tableID: number;
  columnID: number;
  dataTypeID: number;
  dataTypeSize: number;
  dataTypeModifier: number;
  format: string;
};

export type WireResult = {
  command: string;
  rowCount: number | null;
  fields: WireField[];
  rows: (string | null)[][];
};

export type WireTarget = { host: string; port: number; user: string; password: string; database: string };

type Message = BackendMessage & Record<string, unknown>;
/** A pseudo-message: the socket closed or failed. */
const LOST = 'connectionLost';

/** Prepared statements kept per connection at most; further texts run unnamed, parsed each time. */
const MAX_PREPARED = 500;
/** Tells this process's statement names from those of another relay on the same embedded server. */
const CONNECTION_TAG = `${process.pid}_${Date.now().toString(36)}`;
let connections = 0;
const isStalePlan = (err: unknown) =>
  (err as { code?: unknown }).code === '0A000' && /cached plan/.test(String((err as Error).message));

export class WireConnection {
  private listener: ((msg: Message) => void) | null = null;
  private broken: Error | null = null;
  /** True between a statement's start and its ReadyForQuery; `idle` tells whether a transaction is left open. */
  busy = false;
  idle = true;
  /**
   * Statements this connection has prepared, by text: the relay's traffic is a few statements repeated (a chat
   * message is one CTE, sent hundreds of times a second under load), and the embedded server spends more time
   * parsing and planning such a statement than running it. Named per connection and process, because the embedded
   * server is a single backend whose prepared statements every connection shares.
   */
  private prepared = new Map<string, string>();
  /** Names are never reused: a Parse that succeeded before its Bind failed left its statement behind. */
  private parsed = 0;

  private readonly id = ++connections;

  private constructor(private readonly socket: net.Socket) {
    void parse(socket, (msg) => this.listener?.(msg as Message));
    const fail = (err: Error) => {
      this.broken ??= err;
      this.listener?.({ name: LOST } as unknown as Message);
    };
    socket.on('error', fail);
    socket.on('close', () => fail(new Error('connection to the database closed')));
  }

  get usable() {
    return !this.broken && !this.busy && this.idle;
  }

  static async open(target: WireTarget, params: Record<string, string>): Promise<WireConnection> {
    const socket = net.connect({ host: target.host, port: target.port });
    socket.setNoDelay(true);
    await new Promise<void>((resolve, reject) => {
      socket.once('connect', resolve);
      socket.once('error', reject);
    });
    const conn = new WireConnection(socket);
    await conn
      .exchange(serialize.startup({ user: target.user, database: target.database, ...params }), (msg) => {
        if (msg.name === 'authenticationCleartextPassword') socket.write(serialize.password(target.password));
        if (msg.name === 'authenticationMD5Password') {
          const md5 = (s: string | Buffer) => createHash('md5').update(s).digest('hex');
          const inner = md5(target.password + target.user);
          socket.write(serialize.password(`md5${md5(Buffer.concat([Buffer.from(inner), msg.salt as Buffer]))}`));
        }
        if (msg.name === 'authenticationSASL')
          throw new Error('SCRAM authentication is not supported by the local relay');
      })
      .catch((err) => {
        socket.destroy();
        throw err;
      });
    return conn;
  }

  /**
   * One statement: Bind (text parameters), Describe, Execute, Sync, sent as one batch, after a Parse the first
   * time this connection meets the text.
   */
  async query(text: string, values: (string | null)[]): Promise<WireResult> {
    const known = this.prepared.get(text);
    if (known !== undefined) {
      try {
        return await this.run(known, values, []);
      } catch (err) {
        if (!isStalePlan(err)) throw err;
        // A table it reads changed shape since it was prepared: the statement failed before doing anything, so
        // outside a transaction it runs again, prepared afresh; inside one the transaction is already aborted.
        this.prepared.delete(text);
        if (!this.idle) throw err;
      }
    }
    const name = this.prepared.size < MAX_PREPARED ? `relay_${CONNECTION_TAG}_${this.id}_${this.parsed++}` : '';
    const result = await this.run(name, values, [serialize.parse({ name, text })]);
    if (name) this.prepared.set(text, name);
    return result;
  }

  private async run(name: string, values: (string | null)[], parse: Buffer[]): Promise<WireResult> {
    const result: WireResult = { command: '', rowCount: null, fields: [], rows: [] };
    const batch = Buffer.concat([
      ...parse,
      serialize.bind({ statement: name, values }),
      serialize.describe({ type: 'P' }),
      serialize.execute(),
      serialize.sync(),
    ]);
    await this.exchange(batch, (msg) => {
      if (msg.name === 'rowDescription') result.fields = (msg.fields as WireField[]).map((f) => ({ ...f }));
      if (msg.name === 'dataRow') result.rows.push(msg.fields as (string | null)[]);
      if (msg.name === 'commandComplete') {
        const tag = String(msg.text).split(' ');
        result.command = tag[0]!;
        const count = Number(tag.at(-1));
        result.rowCount = tag.length > 1 && Number.isInteger(count) ? count : null;
      }
    });
    return result;
  }

  close() {
    if (!this.broken) this.socket.end(serialize.end());
    this.socket.destroy();
  }

  /** Sends `bytes` and feeds every answer to `onMessage` until ReadyForQuery; rejects with the server's error. */
  private exchange(bytes: Buffer, onMessage: (msg: Message) => void) {
    if (this.broken) return Promise.reject(this.broken);
    this.busy = true;
    return new Promise<void>((resolve, reject) => {
      let error: Error | null = null;
      const settle = (err: Error | null) => {
        this.listener = null;
        this.busy = false;
        if (err) reject(err);
        else resolve();
      };
      this.listener = (msg) => {
        if ((msg.name as string) === LOST) return settle(error ?? this.broken);
        if (msg.name === 'error') error ??= msg as unknown as DatabaseError;
        else if (msg.name === 'readyForQuery') {
          this.idle = msg.status === 'I';
          settle(error);
        } else {
          try {
            onMessage(msg);
          } catch (err) {
            this.broken = err as Error;
            settle(this.broken);
            this.socket.destroy();
          }
        }
      };
      this.socket.write(bytes);
    });
  }
}
