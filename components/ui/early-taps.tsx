/**
 * A tap before React runs the page is never lost, and never taken twice.
 *
 * Forms post natively (useFormPost), so with scripts off the browser sends them itself. With
 * scripts on, a press in the moments before the page hydrates would do the same: a full page post
 * instead of what the page does once ready (the cart opening beside the wine, a message in
 * place). So the inline script below, first in the body, holds such a submit: until the page is
 * ready, a form with a server action (React gives it `$ACTION_` fields) that React has not made
 * ready yet (or a form marked `HOLD_ATTRIBUTE`) is stopped before anything else hears it, and remembered with the button pressed,
 * which says it is busy. `readyForm` (the form's ref) sends it once React runs the form. Should the
 * page's scripts fail, or not reach the form a while after the page has loaded, the browser sends
 * it itself.
 *
 * A control only scripts can work (`data-needs-script`, left out when scripts are off: the add
 * form's minus and plus) has its taps before then held the same way, each one, and pressed again
 * once the page is ready.
 *
 * A GET form that applies each change at once (`APPLY_ON_CHANGE_ATTRIBUTE`) is this script's own
 * from the first tap, not React's, so no change made before hydration is lost.
 */

/** The key the script, `readyForm` and `readyPage` share: on a form, and on window for the page. */
const EARLY = '__earlyTaps';
/**
 * Marks a form without a server action whose submits are held the same way: a GET form that the
 * page, once ready, takes over (the club wizard's first step, a button that opens a form). Such a
 * form is held until it is ready itself, also after the root has hydrated (a part of the page may
 * hydrate later), and sent natively if it is not ready a while after the press.
 */
export const HOLD_ATTRIBUTE = 'data-hold-early';

/**
 * Marks a GET form (a collection's sort and filters) that the script submits natively on every
 * change, leaving out each select still at its default (its `data-default`, else empty): the
 * address it leads to is the canonical one, and the Apply button stays for scripts off.
 */
export const APPLY_ON_CHANGE_ATTRIBUTE = 'data-apply-on-change';

/** How long after the page has loaded a held submit waits for React before the browser sends it. */
const NATIVE_AFTER_LOAD_MS = 8_000;

interface Held {
  ready?: boolean;
  submitter?: HTMLElement | null;
}
type EarlyForm = HTMLFormElement & { [EARLY]?: Held };
type EarlyWindow = Window & {
  [EARLY]?: { ready: boolean; held: EarlyForm[]; clicks: HTMLElement[] };
};

const script = `(function(){
var K=${JSON.stringify(EARLY)},w=window,d=document,p=w[K]={ready:false,held:[],clicks:[]};
function send(f){var h=f[K],b=h&&h.submitter;if(!h||h.ready)return;f[K]={ready:true};if(b)b.removeAttribute('aria-busy');f.requestSubmit(b&&b.isConnected?b:undefined)}
function native(){p.held.forEach(send)}
function later(){setTimeout(native,${NATIVE_AFTER_LOAD_MS})}
if(d.readyState==='complete')later();else w.addEventListener('load',later);
w.addEventListener('error',function(e){var t=e.target;if(t&&t.tagName==='SCRIPT')native()},true);
var A=${JSON.stringify(APPLY_ON_CHANGE_ATTRIBUTE)};
d.addEventListener('change',function(e){var f=e.target&&e.target.form;if(f&&f.hasAttribute(A))f.requestSubmit()});
function canonical(f){
var off=[].filter.call(f.elements,function(c){return c.tagName==='SELECT'&&c.value===(c.getAttribute('data-default')||'')});
off.forEach(function(c){c.disabled=true});setTimeout(function(){off.forEach(function(c){c.disabled=false})},0);
}
d.addEventListener('submit',function(e){
var f=e.target,h=f&&f[K];
if(!(f instanceof HTMLFormElement)||(h&&h.ready))return;
if(f.hasAttribute(A))return canonical(f);
var marked=f.hasAttribute(${JSON.stringify(HOLD_ATTRIBUTE)});
if((p.ready&&!marked)||!(marked||f.querySelector('input[name^="$ACTION_"]')))return;
e.preventDefault();e.stopImmediatePropagation();
if(h)return;
var b=e.submitter||null;f[K]={submitter:b};p.held.push(f);if(b)b.setAttribute('aria-busy','true');
if(p.ready)setTimeout(function(){send(f)},${NATIVE_AFTER_LOAD_MS});
},true);
d.addEventListener('click',function(e){
var b=!p.ready&&e.target instanceof Element&&e.target.closest('[data-needs-script]');
if(!b)return;
e.preventDefault();e.stopImmediatePropagation();p.clicks.push(b);
},true);
})();`;

/** Sends a held submit now, the form marked ready so nothing holds it again. */
function send(form: EarlyForm, held: Held) {
  form[EARLY] = { ready: true };
  const submitter = held.submitter?.isConnected ? held.submitter : undefined;
  submitter?.removeAttribute('aria-busy');
  setTimeout(() => form.requestSubmit(submitter), 0);
}

/** The holding script; rendered first in the body, before any control. */
export function EarlyTapsScript() {
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
 * The root is hydrated: nothing new is held from now on, and each held tap on a script-only
 * control is pressed again (React replays it into a part it has not reached yet). A held submit
 * waits for its own form's `readyForm`: sent now, into a part React has not reached, the browser
 * would take it as a plain post.
 */
export function readyPage(): void {
  const page = (window as EarlyWindow)[EARLY];
  if (!page) return;
  page.ready = true;
  const clicks = page.clicks.splice(0);
  if (clicks.length > 0)
    setTimeout(() => clicks.forEach((control) => control.isConnected && control.click()), 0);
}
