/* global document, requestAnimationFrame -- a plain browser script, copied as it is (not bundled) */
// The shell's first script: it starts the app (main.js) only after the page's first paint. The page is
// finished HTML from the server; running 145 KiB of script before it is painted would only delay what
// the visitor came for (Largest Contentful Paint), and hydration can wait a frame. main.js itself is
// already downloading (a prefetch in the HTML), so this costs no round trip.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
  }
  requestAnimationFrame(function () {
    setTimeout(start, 0);
  });
  // A tab opened in the background paints no frame until shown: start anyway.
  setTimeout(start, 1000);
})();
