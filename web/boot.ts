// The page's entry (2 KB). A page rendered by the Worker is readable from its HTML alone; the app that makes it
// interactive is fetched once the page has loaded and painted (or at the first click on a button, whichever comes
// first), so on a slow phone network the text, the stylesheet and the largest image never share the connection with
// JavaScript.
// The Worker names the page's own chunks in <html data-ssr="…">; they are requested together with the app, not
// after it. The empty shell of every other screen needs the app at once.
// The stylesheet belongs to the HTML (render-blocking by design): the page must never show unstyled.
import './styles.css';

const html = document.documentElement;
const pageChunks = html.dataset.ssr;
// The screen's chunks the Worker named: a rendered page's (data-ssr), or the dashboard shell's (data-chunks).
const chunks = pageChunks ?? html.dataset.chunks;
let started = false;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// Evaluated in passes, each its own task, so a phone's main thread is never held for the whole app at once: React
// and the libraries beside it, then the app (main.tsx yields again before hydrating).
async function loadApp() {
  if (started) return;
  started = true;
  for (const src of chunks?.split(' ').filter(Boolean) ?? []) void import(/* @vite-ignore */ src);
  await import('react-dom/client');
  await nextTask();
  await import('./main.tsx');
}

// The empty shell of a signed-in screen needs the app at once, with its root element parsed (the entry is async:
// vite.config.ts). A rendered page starts it once loaded, or at once when index.html's inline script has held a
// click on a button that is painted but not yet working (it replays the click after hydration).
if (pageChunks === undefined) {
  if (document.readyState === 'loading')
    document.addEventListener('DOMContentLoaded', () => void loadApp(), { once: true });
  else void loadApp();
} else if (html.hasAttribute('data-early-click')) void loadApp();
else {
  document.addEventListener('conecta:early-click', () => void loadApp(), { once: true });
  // A small page can finish loading before its first frame is painted; the app's download then waits for that frame
  // (rAF runs before the paint, the timeout after it), so it never delays the first paint.
  const afterPaint = () => requestAnimationFrame(() => setTimeout(() => void loadApp()));
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint, { once: true });
}
