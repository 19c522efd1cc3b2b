/* global document, window, requestAnimationFrame, Image -- a plain browser script, written into the page as it is (minified), not bundled */
// The shell's first script: it starts the app (main.js) only once the page has loaded and painted. The
// page is finished HTML from the server, its links work as they are; downloading and running about 120 KiB
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
  // A picture that had loaded by the first paint is decoded off the main thread and painted a frame or
  // more after the text (seen here: the largest picture 16 to 32 ms after the first paint). So wait
  // until every picture on screen that has loaded (a video's poster too) is decoded, then two frames.
  function onScreen(element) {
    var box = element.getBoundingClientRect();
    return box.bottom > 0 && box.right > 0 && box.top < window.innerHeight && box.left < window.innerWidth;
  }
  function decoded(image) {
    return image.decode ? image.decode().catch(function () {}) : Promise.resolve();
  }
  function posterImage(video) {
    var image = new Image();
    image.src = video.poster;
    return image;
  }
  function afterPicturesPainted() {
    var waits = [];
    var images = document.images;
    for (var i = 0; i < images.length; i += 1) {
      if (images[i].complete && images[i].currentSrc && onScreen(images[i])) waits.push(decoded(images[i]));
    }
    var videos = document.querySelectorAll('video[poster]');
    for (var j = 0; j < videos.length; j += 1) if (onScreen(videos[j])) waits.push(decoded(posterImage(videos[j])));
    Promise.all(waits).then(function () {
      requestAnimationFrame(function () {
        requestAnimationFrame(function () {
          setTimeout(start, 0);
        });
      });
    });
  }
  // A frame callback runs before that frame is on screen, and a small page fires its load event before
  // its first paint: waiting for load and one frame still requested main.js before the largest paint in
  // about a third of the loads here. The paint entry of the first contentful paint is reported only
  // once that frame has been presented (a buffered observer also hears one reported before it was
  // made). Browsers without paint timing skip that wait.
  function afterFirstPaint() {
    var types = (window.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
    if (types.indexOf('paint') < 0) {
      afterPicturesPainted();
      return;
    }
    var observer = new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPicturesPainted();
    });
    observer.observe({ type: 'paint', buffered: true });
  }
  if (document.readyState === 'complete') afterFirstPaint();
  else window.addEventListener('load', afterFirstPaint);
  // A slow picture, or a tab opened in the background (it paints no frame until shown): start anyway.
  setTimeout(start, 2500);
})();
