// Full mode on a slow link: Remix's module preloads and route-module imports would start with the HTML and share the
// link with it, so the first paint waited for ~100 KiB of JavaScript on 2G. The HTML keeps every element React
// hydrates (so hydration matches), but the preloads and the module script are made inert, and a few lines added to
// Remix's own context script switch them on after the first paint (an animation frame, then a task).

const INERT_PRELOAD = "x-gona-preload";
const INERT_MODULE = "text/x-gona-module";

function starter(nonce: string): string {
  return (
    `;(()=>{let started=false;const go=()=>{if(started||document.readyState==="loading")return;started=true;const d=document;` +
    `for(const l of d.querySelectorAll('link[rel="${INERT_PRELOAD}"]'))l.rel="modulepreload";` +
    `const old=d.querySelector('script[type="${INERT_MODULE}"]');if(!old)return;` +
    `const s=d.createElement("script");s.type="module";s.nonce=${JSON.stringify(nonce)};s.textContent=old.textContent;old.replaceWith(s)};` +
    `const soon=()=>{requestAnimationFrame(()=>setTimeout(go,0));setTimeout(go,1000)};` +
    // A background tab may never paint: the timers start the scripts there too.
    `if(document.readyState==="loading")document.addEventListener("DOMContentLoaded",soon);else soon()})();`
  );
}

export function deferScripts(response: Response, nonce: string): Response {
  let scriptText = "";
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("rel", INERT_PRELOAD);
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", INERT_MODULE);
      },
    })
    .on("script", {
      element() {
        scriptText = "";
      },
      text(chunk) {
        scriptText += chunk.text;
        if (chunk.lastInTextNode && scriptText.startsWith("window.__remixContext =")) chunk.after(starter(nonce), { html: true });
      },
    })
    .transform(response);
}
