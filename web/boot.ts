// The page's entry (2 KB). A page rendered by the Worker is readable from its HTML alone; the app that makes it
// interactive is fetched once the page has loaded (or at the first click on a button, whichever comes first), so on
// a slow phone network the text, the stylesheet and the largest image never share the connection with JavaScript.
// The Worker names the page's own chunks in <html data-ssr="…">; they are requested together with the app, not
// after it. The empty shell of every other screen needs the app at once.
// The stylesheet belongs to the HTML (render-blocking by design): the page must never show unstyled.
import './styles.css';

const html = document.documentElement;
const pageChunks = html.dataset.ssr;
let started = false;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// Evaluated in passes, each its own task, so a phone's main thread is never held for the whole app at once: React
// and the libraries beside it, then the app (main.tsx yields again before hydrating).
async function loadApp() {
  if (started) return;
  started = true;
  for (const src of pageChunks?.split(' ').filter(Boolean) ?? []) void import(/* @vite-ignore */ src);
  await import('react-dom/client');
  await nextTask();
  await import('./main.tsx');
}

// Before hydration a server-rendered page's links work as plain HTML but its buttons do nothing. A click on a
// button (or a form sent) in that window is held: it starts the app at once if the page was still loading, and is
// replayed on the same element as soon as hydration has taken the page over (React keeps the server's nodes).
const held: (() => void)[] = [];

function hold(event: Event) {
  if (html.hasAttribute('data-hydrated')) return;
  let replay: (() => void) | null = null;
  if (event.type === 'submit' && event.target instanceof HTMLFormElement) {
    const form = event.target;
    replay = () => form.isConnected && form.requestSubmit();
  } else if (event.target instanceof Element) {
    const target = event.target.closest<HTMLElement>('button, [role="button"], summary');
    if (target) replay = () => target.isConnected && target.click();
  }
  if (!replay) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held.push(replay);
  void loadApp();
}

// The entry is async (vite.config.ts): it may run while the page is still being parsed.
const parsed = new Promise<void>((resolve) => {
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
  else resolve();
});

// The empty shell of a signed-in screen needs the app at once, with its root element parsed.
if (pageChunks === undefined) void parsed.then(loadApp);
else {
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  // Says so to whoever measures the page (tests/bench/page-trace.ts): a click now is held, not lost.
  html.setAttribute('data-early-clicks', '');
  new MutationObserver((_, observer) => {
    if (!html.hasAttribute('data-hydrated')) return;
    observer.disconnect();
    document.removeEventListener('click', hold, true);
    document.removeEventListener('submit', hold, true);
    for (const replay of held.splice(0)) replay();
  }).observe(html, { attributes: true, attributeFilter: ['data-hydrated'] });
  if (document.readyState === 'complete') void loadApp();
  else window.addEventListener('load', () => void loadApp(), { once: true });
}
