import type { OutputAsset } from 'rolldown';
import type { Plugin } from 'vite';

/**
 * The classic script that starts the app (decisions/0059). A page the server wrote a first screen for
 * (`#first-paint`) shows it at once; the app's styles and scripts are fetched after the page has
 * loaded (its pictures included) or after three seconds, whichever comes first, so on a slow phone
 * network the first screen's picture does not share the line with half a megabyte of JavaScript.
 * Other pages start the app at once. Styles come before the entry, so the app never paints unstyled.
 */
export const START_APP_SCRIPT = `(function () {
  var boot = document.currentScript;
  var started = false;
  function list(name) { return (boot.getAttribute(name) || '').split(' ').filter(Boolean); }
  function add(tag, attributes) {
    var element = document.createElement(tag);
    for (var name in attributes) element.setAttribute(name, attributes[name]);
    document.head.appendChild(element);
    return element;
  }
  function start() {
    if (started) return;
    started = true;
    var styles = list('data-styles').map(function (href) {
      var link = add('link', { rel: 'stylesheet', crossorigin: '', href: href });
      return new Promise(function (done) { link.onload = link.onerror = done; });
    });
    list('data-preload').forEach(function (href) { add('link', { rel: 'modulepreload', crossorigin: '', href: href }); });
    Promise.all(styles).then(function () { add('script', { type: 'module', crossorigin: '', src: boot.getAttribute('data-entry') }); });
  }
  if (!document.getElementById('first-paint') || document.readyState === 'complete') start();
  else {
    addEventListener('load', start);
    setTimeout(start, 3000);
  }
})();
`;

const ENTRY = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;
const STYLESHEET = /<link rel="stylesheet" crossorigin href="([^"]+)">\s*/g;

/**
 * Rewrites the built index.html: the entry script, its modulepreloads and stylesheets become the
 * attributes of one deferred classic script (START_APP_SCRIPT, emitted as a hashed asset) that adds
 * them when the app should start. Returns null when the page has no module entry (nothing to do).
 */
export function startAfterFirstPaint(html: string, startScriptHref: string): string | null {
  const entry = ENTRY.exec(html)?.[1];
  if (!entry) return null;
  const preloads = [...html.matchAll(PRELOAD)].map((match) => match[1]);
  const styles = [...html.matchAll(STYLESHEET)].map((match) => match[1]);
  const tag = `<script defer src="${startScriptHref}" data-entry="${entry}" data-preload="${preloads.join(' ')}" data-styles="${styles.join(' ')}"></script>\n  `;
  return html.replace(PRELOAD, '').replace(STYLESHEET, '').replace(ENTRY, tag);
}

/** The Vite plugin: in a production build, index.html starts the app through START_APP_SCRIPT. */
export function startAppAfterFirstPaint(): Plugin {
  return {
    name: 'sikka:start-after-first-paint',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const index = Object.values(bundle).find((file): file is OutputAsset => file.type === 'asset' && file.fileName === 'index.html');
      if (!index) return;
      const reference = this.emitFile({ type: 'asset', name: 'start-app.js', source: START_APP_SCRIPT });
      const rewritten = startAfterFirstPaint(String(index.source), `/${this.getFileName(reference)}`);
      if (rewritten) index.source = rewritten;
    },
  };
}
