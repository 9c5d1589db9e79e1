// A WebSocket to our own origin that reconnects with exponential backoff and keeps itself alive with pings the
// Durable Object answers without waking up. The caller catches up over HTTP in onOpen(reconnected = true).

const PING_EVERY_MS = 25_000;
const BACKOFF_MIN_MS = 1_000;
const BACKOFF_MAX_MS = 30_000;

export type LiveSocket = {
  /** False when the socket is not open right now (the caller falls back to HTTP). */
  send: (data: string) => boolean;
  close: () => void;
};

export function connectLive(
  path: string,
  handlers: { onOpen?: (reconnected: boolean) => void; onFrame: (frame: unknown) => void },
): LiveSocket {
  let ws: WebSocket | null = null;
  let attempt = 0;
  let opened = false;
  let stopped = false;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let pingTimer: ReturnType<typeof setInterval> | undefined;

  const open = () => {
    const url = new URL(path, window.location.href);
    url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
    const socket = new WebSocket(url);
    ws = socket;
    socket.onopen = () => {
      attempt = 0;
      handlers.onOpen?.(opened);
      opened = true;
      pingTimer = setInterval(() => socket.readyState === WebSocket.OPEN && socket.send('ping'), PING_EVERY_MS);
    };
    socket.onmessage = (event) => {
      if (event.data === 'pong') return;
      try {
        handlers.onFrame(JSON.parse(String(event.data)));
      } catch {
        // Not JSON: nothing we sent asks for it.
      }
    };
    socket.onclose = () => {
      clearInterval(pingTimer);
      if (stopped) return;
      const delay = Math.min(BACKOFF_MAX_MS, BACKOFF_MIN_MS * 2 ** attempt++);
      retryTimer = setTimeout(open, delay / 2 + Math.random() * (delay / 2));
    };
  };

  // A phone waking up or a laptop back on Wi-Fi: try at once instead of waiting out the backoff.
  const onOnline = () => {
    if (ws?.readyState === WebSocket.CLOSED && !stopped) {
      clearTimeout(retryTimer);
      attempt = 0;
      open();
    }
  };
  window.addEventListener('online', onOnline);
  open();

  return {
    send: (data) => {
      if (ws?.readyState !== WebSocket.OPEN) return false;
      ws.send(data);
      return true;
    },
    close: () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(pingTimer);
      window.removeEventListener('online', onOnline);
      ws?.close();
    },
  };
}
