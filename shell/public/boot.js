/* global document, window, requestAnimationFrame -- a plain browser script, copied as it is (not bundled) */
// The shell's first script: it starts the app (main.js) only once the page has loaded and painted. The
// page is finished HTML from the server, its links work as they are; downloading and running 145 KiB
// of script before its pictures are painted would only delay what the visitor came for (Largest
// Contentful Paint): on a slow network a download started earlier, even at low priority, shares the
// bandwidth with the page's pictures. So nothing for the app is fetched before this: not main.js, not
// the site's config, not the page remote's manifest (the server names it in a
// <meta name="preload-after-paint">), all three start here together. Two and a half seconds at most,
// so a slow picture never keeps a form or the maze inert.
(function () {
  var started = false;
  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = 'fetch';
    link.crossOrigin = 'anonymous';
    link.href = href;
    document.head.appendChild(link);
  }
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
    preload('/site-config.json');
    var hints = document.querySelectorAll('meta[name="preload-after-paint"]');
    for (var i = 0; i < hints.length; i += 1) preload(hints[i].getAttribute('content'));
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
