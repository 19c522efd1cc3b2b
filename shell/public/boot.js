/* global document, window, requestAnimationFrame -- a plain browser script, copied as it is (not bundled) */
// The shell's first script: it starts the app (main.js) only once the page has loaded and painted. The
// page is finished HTML from the server, its links work as they are; running 145 KiB of script before
// its pictures are painted would only delay what the visitor came for (Largest Contentful Paint), and
// hydration can wait. main.js itself is already downloading (a prefetch in the HTML), so this costs no
// round trip. Two and a half seconds at most, so a slow picture never keeps a form or the maze inert.
(function () {
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
  }
  function afterPaint() {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  if (document.readyState === 'complete') afterPaint();
  else window.addEventListener('load', afterPaint);
  // A slow picture, or a tab opened in the background (it paints no frame until shown): start anyway.
  setTimeout(start, 2500);
})();
