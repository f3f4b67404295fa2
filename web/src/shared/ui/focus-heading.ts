/** How long a page may take to draw its heading (its code loaded, its first data read), in frames. */
const WAIT_FRAMES = 180;

/**
 * Puts the focus on the first heading in `root` as soon as there is one, unless
 * the page has already put it inside `root` itself (a form's first field). The
 * heading takes the focus without being a Tab stop. Returns a cancel function.
 */
export function focusHeadingWhenShown(root: HTMLElement | null): () => void {
  let frames = 0;
  let frame = 0;
  const attempt = () => {
    if (!root || root.contains(document.activeElement)) return;
    const heading = root.querySelector<HTMLElement>("h1, h2, h3");
    if (heading) {
      if (!heading.hasAttribute("tabindex")) heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    } else if ((frames += 1) < WAIT_FRAMES) frame = requestAnimationFrame(attempt);
  };
  frame = requestAnimationFrame(attempt);
  return () => cancelAnimationFrame(frame);
}
