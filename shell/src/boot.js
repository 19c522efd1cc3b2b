/* global document, window, requestAnimationFrame, KeyboardEvent, Image, HTMLElement -- a plain browser script, written into the page as it is (minified), not bundled */
// Early input. Until the app has hydrated an element, a tap on a scripted control does nothing, so what a
// visitor does in that window is kept here and replayed, in order, once React has hydrated that control
// (React keeps its props on a hydrated element under a `__reactProps$…` key). Per kind of control:
// - a link, a <summary> (a <details>), a popover or command button, a label, a field's typing, a
//   checkbox and a form with a method work as HTML: left alone, never delayed;
// - a scripted button (type=button, or role=button) gets its clicks and key presses replayed;
// - a text field or select gets an input or change event once hydrated, so the app's state takes what
//   the visitor typed (React would otherwise keep its own empty state and wipe the field later);
// - a form without a method has no native submit that could be right (it would send what was typed by
//   GET): its submit is held and made again (requestSubmit) once hydrated.
// A captured event stops at the document, so React, which may hydrate that area on demand, never sees
// it as well. While anything waits, later input waits behind it (order is kept). An entry whose control
// left the page (its area failed or was rendered afresh), or that waited 15 s, is dropped.
(function () {
  var queue = [];
  var waiting = false;
  var settled = function () {
    return document.documentElement.hasAttribute('data-page-settled');
  };
  function hydrated(element) {
    return Object.keys(element).some(function (key) {
      return key.indexOf('__reactProps$') === 0;
    });
  }
  // The scripted element an event is for, or null when the browser handles it natively.
  function scripted(event) {
    var target = event.target;
    if (!target || !target.closest) return null;
    if (event.type === 'submit') return target.getAttribute('method') ? null : target;
    var control = target.closest('a[href],summary,label,button,[role=button],input,select,textarea');
    if (!control) return null;
    var tag = control.tagName;
    if (event.type === 'input' || event.type === 'change') {
      return (tag === 'INPUT' && !/^(checkbox|radio|file)$/.test(control.type)) || tag === 'SELECT' || tag === 'TEXTAREA' ? control : null;
    }
    if (tag === 'BUTTON') {
      if (control.type !== 'button' || control.hasAttribute('commandfor')) return null;
      // A popover button is the browser's, where it has popovers; elsewhere the script opens the menu.
      if (control.hasAttribute('popovertarget') && 'popover' in HTMLElement.prototype) return null;
    } else if (control.getAttribute('role') !== 'button') return null;
    if (event.type === 'keydown' && (event.key === 'Tab' || event.altKey || event.ctrlKey || event.metaKey)) return null;
    return control;
  }
  function replay(entry) {
    var element = entry.element;
    var event = entry.event;
    if (event.type === 'click') element.click();
    else if (event.type === 'keydown')
      element.dispatchEvent(
        new KeyboardEvent('keydown', { key: event.key, code: event.code, shiftKey: event.shiftKey, bubbles: true, cancelable: true }),
      );
    else if (event.type === 'submit') {
      if (element.requestSubmit) element.requestSubmit();
      else element.submit();
    } else {
      // React fires onChange only for a value it has not seen: it learnt the typed one while hydrating.
      if (element._valueTracker) element._valueTracker.setValue(element.defaultValue === element.value ? '' : element.defaultValue);
      element.dispatchEvent(new Event(event.type, { bubbles: true }));
    }
  }
  function flush() {
    waiting = false;
    while (queue.length) {
      var entry = queue[0];
      if (!entry.element.isConnected || Date.now() - entry.at > 15000) queue.shift();
      else if (hydrated(entry.element)) replay(queue.shift());
      else break;
    }
    if (queue.length) wait();
  }
  function wait() {
    if (waiting) return;
    waiting = true;
    setTimeout(flush, 50);
  }
  function capture(event) {
    var element = scripted(event);
    if (!element || !event.isTrusted) return;
    // Once the page has settled, an element React has not hydrated is not React's: left to itself.
    if (!queue.length && (hydrated(element) || settled())) return;
    event.stopPropagation();
    if (event.type === 'submit') event.preventDefault();
    // Typing into a field waiting already: its latest value is replayed once, not each key.
    for (var i = 0; i < queue.length; i += 1)
      if (event.type === 'input' && queue[i].element === element && queue[i].event.type === 'input') return;
    queue.push({ element: element, event: event, at: Date.now() });
    wait();
  }
  ['click', 'keydown', 'input', 'change', 'submit'].forEach(function (type) {
    document.addEventListener(type, capture, true);
  });
})();
// The shell's first script: it fetches the app (main.js) at once, at low priority, and runs it only once
// the page has loaded and painted. The page is finished HTML from the server, its links work as they are; running
// about 120 KiB of script before its pictures are painted would only delay what the visitor came for
// (Largest Contentful Paint). Fetching it is another matter: waiting for the paint before even asking
// for main.js left a phone's controls dead for the whole download (0.7 s on the bench's slow 4G) after
// the page showed. A low-priority preload yields to the page's own requests (the pictures the server
// preloads at high priority; a script-less page loads nothing else), and a script fetched before the
// paint but run after it is no part of the paint, for the browser or for Lighthouse's simulated phone
// (which leaves out a script whose evaluation came after the paint). Decision record 028. The server
// names main.js in a Link header too, which the browser reads before it parses this script (decision
// record 075); this preload is the same request then, and covers a copy of the page without the header.
// What main.js reads first (the site's config and the page remote's manifest, which the server names
// in a <meta name="preload-after-paint">) and the page's own scripts named there too are asked for
// only at the start: JSON, or a small script, fetched before the paint would count in Lighthouse's
// paint (decision record 038). Two and a half seconds at most, so a slow picture never keeps a form or
// the maze inert.
(function () {
  var started = false;
  // `low`: main.js, asked for before the paint. The JSON and the page's scripts, asked for after it,
  // keep their default (high) priority: at low priority the browser held them back behind main.js's
  // download, and they then arrived a round trip after it (decision record 038).
  function preload(href, as, low) {
    var link = document.createElement('link');
    link.rel = 'preload';
    link.as = as;
    link.href = href;
    if (as === 'fetch' || as === 'font') link.crossOrigin = 'anonymous';
    if (low) link.setAttribute('fetchpriority', 'low');
    document.head.appendChild(link);
  }
  // A Hindi or Gujarati page's faces, named by the server (<meta name="web-font">, before this script):
  // each one is preloaded, at the font's high priority, only on a device that does not have that face
  // installed. Android phones ship Noto Sans Devanagari and Gujarati, and the page's CSS draws with
  // the device's copy first: downloading the site's copy there took about 75 KB of the slow link from
  // main.js and kept the page inert 250 ms longer (decision record 072). Asking the device is quick
  // (a few milliseconds: the page's first layout is later); a browser without the FontFace API preloads.
  var fonts = document.querySelectorAll('meta[name="web-font"]');
  var preloadFont = function (href) {
    preload(href, 'font');
  };
  // A source the browser cannot read makes the face's load fail (it never throws): preloaded then too.
  for (var f = 0; f < fonts.length; f += 1) {
    var href = fonts[f].getAttribute('content');
    if (window.FontFace)
      new window.FontFace('installed-check', fonts[f].getAttribute('data-installed')).load().then(null, preloadFont.bind(null, href));
    else preloadFont(href);
  }
  preload('/main.js', 'script', true);
  function start() {
    if (started) return;
    started = true;
    var script = document.createElement('script');
    script.src = '/main.js';
    document.head.appendChild(script);
    preload('/site-config.json', 'fetch');
    // The server names the page remote's manifest and the scripts hydration runs for the page (its
    // entry and chunks): they travel while main.js is still on its way, so they are in when main.js
    // has run, instead of a round trip after it (decision record 038).
    var hints = document.querySelectorAll('meta[name="preload-after-paint"]');
    var scripts = [];
    for (var i = 0; i < hints.length; i += 1) {
      var href = hints[i].getAttribute('content');
      if (/\.js$/.test(href)) scripts.push(href);
      else preload(href, 'fetch');
      // The remote's pages.json, beside its manifest: main.js reads it first when it loads the page's code.
      if (/\/mf-manifest\.json$/.test(href)) preload(href.replace(/mf-manifest\.json$/, 'pages.json'), 'fetch');
    }
    // In a task of their own: a script preload costs the main thread a few milliseconds each, and this
    // task runs right after the paint, where a phone's long tasks count (Total Blocking Time).
    setTimeout(function () {
      for (var j = 0; j < scripts.length; j += 1) preload(scripts[j], 'script');
    }, 0);
  }
  // A picture on screen may still be loading at the first paint, and one that had loaded is decoded off
  // the main thread and painted a frame or more after the text (seen here: the largest picture 16 to
  // 32 ms after the first paint). So wait until every picture on screen (a video's poster too) is
  // loaded and decoded, then two frames.
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
    for (var i = 0; i < images.length; i += 1) if (images[i].currentSrc && onScreen(images[i])) waits.push(decoded(images[i]));
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
  // its first paint: the paint entry of the first contentful paint is reported only once that frame has
  // been presented (a buffered observer also hears one reported before it was made). The load event is
  // still waited for: without it, the maze's largest paint came after main.js ran in Lighthouse's runs
  // (LCP 1.23 x its floor). It now includes main.js's own download, which started with the page.
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
