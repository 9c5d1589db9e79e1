// The page's entry (2 KB). A page rendered by the Worker is readable from its HTML alone; the app that makes it
// interactive is fetched once the page has loaded, so on a slow phone network the text, the stylesheet and the
// largest image never share the connection with JavaScript. The Worker names the page's own chunks in
// <html data-ssr="…">; they are requested together with the app, not after it. The empty shell of every other
// screen needs the app at once.
// The stylesheet belongs to the HTML (render-blocking by design): the page must never show unstyled.
import './styles.css';

const pageChunks = document.documentElement.dataset.ssr;

const nextTask = () => new Promise((resolve) => setTimeout(resolve));

// Evaluated in passes, each its own task, so a phone's main thread is never held for the whole app at once: React
// and the libraries beside it, then the app (main.tsx yields again before hydrating).
async function loadApp() {
  for (const src of pageChunks?.split(' ').filter(Boolean) ?? []) void import(/* @vite-ignore */ src);
  await import('react-dom/client');
  await nextTask();
  await import('./main.tsx');
}

if (pageChunks === undefined || document.readyState === 'complete') void loadApp();
else window.addEventListener('load', () => void loadApp(), { once: true });
