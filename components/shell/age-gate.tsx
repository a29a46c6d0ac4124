import {
  AGE_GATE_BUTTON,
  AGE_GATE_CONFIRM_PATH,
  AGE_GATE_STYLE_PATH,
  AGE_GATE_CONFIRMED_VALUE,
  AGE_GATE_TEXT,
  NO_SCRIPT_GATE_ID,
} from '@/lib/customer/age-gate';
import {
  AGE_GATE_COOKIE,
  AGE_GATE_COOKIE_MAX_AGE_SECONDS,
  browserCookieText,
} from '@/lib/http/cookies';

/**
 * The age gate, without React state and without a flash either way.
 *
 * The <dialog> is closed in the static HTML, and a closed dialog is not rendered at all. The inline
 * script right after it runs while the page is still being parsed: unless the ageGate cookie says
 * 'false' it opens the dialog with showModal(), so everything parsed afterwards is inert behind it
 * and cannot be reached by mouse, keyboard or screen reader until the visitor confirms; while it
 * is open the page behind is not painted either (app/globals.css), only the gate. A confirmed
 * visitor's browser never paints it. Confirming stores ageGate=false and closes it;
 * Escape cannot dismiss it (the dialog reopens if the browser closes it anyway). The node is never
 * removed: React hydrates this markup and must find it where it rendered it.
 *
 * Server rendered with no client component: the gate works before (and without) hydration.
 *
 * Without scripts the dialog never opens, so `<noscript>` carries the gate as a page overlay
 * (NoScriptGate), which a scripted browser never parses or shows.
 */
// An inline script imports nothing, so lib/http/cookies writes its text into it: it looks for the
// exact `ageGate=false` entry the button writes (a garbled one the proxy removes, and the gate
// shows).
const confirmation = browserCookieText(AGE_GATE_COOKIE, AGE_GATE_CONFIRMED_VALUE, {
  maxAge: AGE_GATE_COOKIE_MAX_AGE_SECONDS,
});
const script = `(function(){
var d=document.getElementById('age-gate');if(!d)return;
function ok(){return document.cookie.split('; ').indexOf(${JSON.stringify(`${AGE_GATE_COOKIE}=${AGE_GATE_CONFIRMED_VALUE}`)})>=0}
if(ok())return;
d.addEventListener('cancel',function(e){e.preventDefault()});
d.addEventListener('close',function(){if(!ok())d.showModal()});
d.querySelector('button').addEventListener('click',function(){
document.cookie=${JSON.stringify(confirmation)};
d.close();});
d.showModal();
})();`;

const BUTTON_CLASS =
  'mt-6 rounded bg-wine px-6 py-3 font-semibold tracking-wide text-white uppercase hover:bg-wine-dark';

/** The gate's content, in the dialog and in the overlay without scripts alike. */
function GateContent({
  brandName,
  logoUrl,
  idPrefix,
}: {
  brandName: string;
  logoUrl: string;
  idPrefix: string;
}) {
  return (
    <>
      {/* eslint-disable-next-line @next/next/no-img-element -- a tiny SVG logo needs no optimizer */}
      <img src={logoUrl} alt="" width={56} height={56} className="mx-auto" />
      <h2 id={`${idPrefix}-title`} className="mt-4 font-serif text-2xl">
        Welcome to {brandName}
      </h2>
      <p id={`${idPrefix}-text`} className="mt-4">
        {AGE_GATE_TEXT}
      </p>
    </>
  );
}

/**
 * The gate for a browser running no scripts. The page is one cached HTML for every visitor, so the
 * overlay is in it for everyone, and a stylesheet asked per request (the only part that reads the
 * cookie) hides it for a visitor who has confirmed; it sits before the overlay, so the browser
 * paints nothing below it before knowing (a stylesheet in the body holds the content after it).
 * The button posts a plain form that stores the same cookie and comes back to the page.
 */
function NoScriptGate({ brandName, logoUrl }: { brandName: string; logoUrl: string }) {
  return (
    <noscript>
      <link rel="stylesheet" href={AGE_GATE_STYLE_PATH} />
      <div
        id={NO_SCRIPT_GATE_ID}
        role="dialog"
        aria-modal="true"
        aria-labelledby={`${NO_SCRIPT_GATE_ID}-title`}
        aria-describedby={`${NO_SCRIPT_GATE_ID}-text`}
        className="fixed inset-0 flex items-center justify-center bg-ink p-4"
        style={{ zIndex: 10_000 }}
      >
        <div className="w-[min(32rem,100%)] rounded bg-white p-8 text-center text-ink">
          <GateContent brandName={brandName} logoUrl={logoUrl} idPrefix={NO_SCRIPT_GATE_ID} />
          <form method="post" action={AGE_GATE_CONFIRM_PATH}>
            <button type="submit" className={BUTTON_CLASS}>
              {AGE_GATE_BUTTON}
            </button>
          </form>
        </div>
      </div>
    </noscript>
  );
}

export function AgeGate({ brandName, logoUrl }: { brandName: string; logoUrl: string }) {
  return (
    <>
      <dialog
        id="age-gate"
        aria-labelledby="age-gate-title"
        aria-describedby="age-gate-text"
        suppressHydrationWarning
        className="fixed inset-0 m-auto h-fit w-[min(32rem,calc(100%-2rem))] rounded bg-white p-8 text-center text-ink backdrop:bg-ink"
        style={{ zIndex: 10_000 }}
      >
        <GateContent brandName={brandName} logoUrl={logoUrl} idPrefix="age-gate" />
        <button type="button" className={BUTTON_CLASS}>
          {AGE_GATE_BUTTON}
        </button>
      </dialog>
      <script dangerouslySetInnerHTML={{ __html: script }} />
      <NoScriptGate brandName={brandName} logoUrl={logoUrl} />
    </>
  );
}
