// The browser entry: the stylesheet, then the app. A page the server rendered (ADR 093) is
// readable before any script runs, so it is painted first and the app — React and the
// libraries, most of the bytes — is fetched after that frame; an empty page starts it at once.
import './index.css';

/** The longest the app waits for a frame (a tab opened in the background paints none). */
const FRAME_WAIT_MS = 100;

function afterNextFrame(): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, FRAME_WAIT_MS);
    requestAnimationFrame(() => {
      clearTimeout(timer);
      // A task after the frame's callbacks: the frame itself is painted by then.
      setTimeout(resolve, 0);
    });
  });
}

const rendered = Boolean(document.getElementById('root')?.firstElementChild);
void (rendered ? afterNextFrame() : Promise.resolve()).then(() => import('./start-app'));
