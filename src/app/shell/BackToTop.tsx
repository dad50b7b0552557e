/** Scrolls the page to its top and gives the focus to the page's main part, where a keyboard reader starts over. */
function toTop() {
  window.scrollTo({ top: 0 });
  document.getElementById('main-content')?.focus({ preventScroll: true });
}

/**
 * "Back to top" on long pages (a cup's divisions, a leaderboard read far down: thousands of pixels on a phone). It
 * takes no script to show: the track spans the page's content, the button sits a screen and a half down it and sticks
 * near the window's bottom from there, so it comes into view after the reader has scrolled and never on a page too
 * short to need it (the track clips it there). Loaded with the shell's notes, after the first view.
 */
export function BackToTop() {
  return (
    <div className="back-to-top-track">
      <button type="button" className="button back-to-top" onClick={toTop}>
        <span aria-hidden="true">↑</span> Back to top
      </button>
    </div>
  );
}
