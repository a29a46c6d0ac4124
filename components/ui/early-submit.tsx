/**
 * A form sent before React runs it is never lost, and never sent twice.
 *
 * Forms post natively (useFormPost), so with scripts off the browser sends them itself. With
 * scripts on, a press in the moments before the page hydrates would do the same: a full page post
 * instead of what the page does once ready (the cart opening beside the wine, a message in
 * place). So the inline script below, first in the body, holds such a submit: until the page is
 * ready, a form with a server action (React gives it `$ACTION_` fields) that React has not made
 * ready yet is stopped before anything else hears it, and remembered with the button pressed,
 * which says it is busy. `readyForm` (the form's ref) sends it once React runs the form;
 * `readyPage` (the root layout, hydrated) sends any still held, which React or the browser then
 * takes. Should React never get there (its scripts failed), the browser sends it after a while.
 */

/** The key the script, `readyForm` and `readyPage` share: on a form, and on window for the page. */
const EARLY = '__earlySubmit';
/** How long a held submit waits for the page's scripts before the browser sends it itself. */
const NATIVE_AFTER_MS = 10_000;

interface Held {
  ready?: boolean;
  submitter?: HTMLElement | null;
}
type EarlyForm = HTMLFormElement & { [EARLY]?: Held };
type EarlyWindow = Window & { [EARLY]?: { ready: boolean; held: EarlyForm[] } };

const script = `(function(){
var K=${JSON.stringify(EARLY)},w=window,p=w[K]={ready:false,held:[]};
function send(f,b){f[K]={ready:true};if(b)b.removeAttribute('aria-busy');f.requestSubmit(b&&b.isConnected?b:undefined)}
document.addEventListener('submit',function(e){
var f=e.target,h=f&&f[K];
if(p.ready||!(f instanceof HTMLFormElement)||(h&&h.ready)||!f.querySelector('input[name^="$ACTION_"]'))return;
e.preventDefault();e.stopImmediatePropagation();
if(h)return;
var b=e.submitter||null;f[K]={submitter:b};p.held.push(f);if(b)b.setAttribute('aria-busy','true');
setTimeout(function(){var n=f[K];if(n&&!n.ready)send(f,b)},${NATIVE_AFTER_MS});
},true);
})();`;

/** Sends a held submit now, the form marked ready so nothing holds it again. */
function send(form: EarlyForm, held: Held) {
  form[EARLY] = { ready: true };
  const submitter = held.submitter?.isConnected ? held.submitter : undefined;
  submitter?.removeAttribute('aria-busy');
  setTimeout(() => form.requestSubmit(submitter), 0);
}

/** The holding script; rendered first in the body, before any form. */
export function EarlySubmitScript() {
  return <script dangerouslySetInnerHTML={{ __html: script }} />;
}

/**
 * A form's ref: marks it ready (its submits are React's from now on) and sends the submit held
 * before, once the form's own state is in place.
 */
export function readyForm(form: HTMLFormElement | null): void {
  if (!form) return;
  const early = form as EarlyForm;
  const held = early[EARLY];
  if (held && !held.ready) send(early, held);
  else early[EARLY] = { ready: true };
}

/**
 * The page is hydrated: nothing is held from now on, and a submit still held (a form without
 * `readyForm`, or in a part React has not reached) is sent for React or the browser to take.
 */
export function readyPage(): void {
  const page = (window as EarlyWindow)[EARLY];
  if (!page) return;
  page.ready = true;
  for (const form of page.held.splice(0)) {
    const held = form[EARLY];
    if (held && !held.ready) send(form, held);
  }
}
