// A control tapped before its part of the page has hydrated, kept and tapped again
// once it has. The page shows long before its code has run on a slow phone, and then
// hydrates in parts (the root, then each Suspense part as its code arrives and its gate
// opens): React cannot handle a tap on a part it has not hydrated (it drops it), and
// before its root exists nothing listens at all. So the head's inline script listens
// from the first paint on, in the capture phase of the document (before React's own
// listeners there), for taps on the controls marked `data-tap`: one whose element React
// has not taken over yet is stopped (React never sees it) and kept; as soon as React
// has it (hydratedElement.ts), it is clicked again, once, and React handles it as it
// would a tap made then. A later tap on a control of the same group replaces the kept
// one (two stars tapped: the last is the vote). Links, forms, `details` and the language
// select work without any code and are not kept. Kept taps are dropped after a minute
// (the page's code failed to arrive): no tap fires long after the reader gave up.
//
// A disclosure (a button with `aria-expanded` and `aria-controls`: the menu, the search
// panel, further reading; kept without `data-tap`) shows its effect at the tap, not at the replay: the script
// sets what React will render once it replays the tap (the control's `aria-expanded`,
// the panel's `is-open` class and `hidden` attribute), so that the page moves while the
// tap is recent input, which layout-shift scores leave out; moved a second later by the
// replay, it would be a jump (decision 38). A second tap on a kept disclosure undoes the
// first, as it would on a hydrated one, and nothing is replayed.
//
// Text typed in a field marked `data-keep-input` (both search fields) before React has it
// is kept the same way: once React has the field, the script makes React see the text as
// typed then (an `input` event, with React's record of the field's value set back to
// what the server wrote, as React's own testing tools do), so the search box asks for
// its suggestions and the state holds the text. React does not replay such input itself.
//
// A search form (its `q` field marked `data-keep-input`) submits nothing while that field is
// blank, before React has it as after (the search panel opens at the tap, so its field can
// be used before the page's code runs: an empty search would reload the page); once React
// has it, text still kept for the field is handed over before React's own handler reads it.
//
// A select marked `data-submit-on-change` (the search's period) submits its form when
// React does not have it yet: the server answers the chosen page, as without JavaScript,
// rather than React navigating seconds later, once hydrated, under the reader's eyes.
import { serializeForScript } from '../../src/domain/safeJson.ts';
import { LANGUAGE_SELECT_ID } from '../shell/languageSelectId.ts';
import { HYDRATED_TEST } from './hydratedElement.ts';

/** On a control that needs the page's code; its value is the control's group (a star of one rating, the menu). */
export const TAP_ATTRIBUTE = 'data-tap';

/** On a select whose form, before hydration, is submitted as soon as the reader chooses. */
const SUBMIT_ON_CHANGE_ATTRIBUTE = 'data-submit-on-change';

/** A disclosure's button, kept without the attribute: what a tap on it does is known (`disclose` below). */
const DISCLOSURE = 'button[aria-expanded][aria-controls]';

/** On a text field whose text, typed before React has it, is handed to React once it has. */
const KEEP_INPUT_ATTRIBUTE = 'data-keep-input';


/** How often a kept tap's control is looked at: a tap waits at most this long after its part hydrated. */
const POLL_MS = 50;
/** How long a kept tap waits for its part at most. */
const KEEP_MS = 60_000;

/** Plain ES5, in the head after the consent bootstrap (server/container.ts composes the head script). */
export const EARLY_TAPS_SCRIPT = [
  '(function(d,w){var q=[],timer=0,h=',
  HYDRATED_TEST,
  // A disclosure's group is its panel.
  `;function group(b){return b.getAttribute(${serializeForScript(TAP_ATTRIBUTE)})||b.getAttribute("aria-controls")}`,
  // A disclosure's effect, now: returns what undoes it.
  'function disclose(b){var e=b.getAttribute("aria-expanded"),p=d.getElementById(b.getAttribute("aria-controls")||""),',
  'c=p&&p.className,x=p&&p.hidden,open=e!=="true",f;b.setAttribute("aria-expanded",open?"true":"false");',
  'if(p){p.classList.toggle("is-open",open);p.hidden=!open;f=open&&p.querySelector("input:not([type=hidden])");if(f)f.focus()}',
  'return function(){b.setAttribute("aria-expanded",e);if(p){p.className=c;p.hidden=x}}}',
  // Text typed before hydration, as if typed now: React's own setter records the field as the server left it
  // (empty, or the server's query: the field's defaultValue), the prototype's puts the text back, and the event says it changed.
  'function typed(f){var v=f.value;f.value=f.defaultValue;',
  'Object.getOwnPropertyDescriptor(HTMLInputElement.prototype,"value").set.call(f,v);f.dispatchEvent(new Event("input",{bubbles:true}))}',
  'function keep(k){q.push(k);if(!timer)timer=setInterval(replay,' + String(POLL_MS) + ')}',
  // Each kept tap: tapped again once React has its control; dropped if the control left the page, or after KEEP_MS.
  'function replay(){var now=Date.now(),i=0,k;while(i<q.length){k=q[i];',
  `if(!k.b.isConnected||now-k.t>${KEEP_MS})q.splice(i,1);else if(h(k.b)){q.splice(i,1);if(k.i)typed(k.b);else k.b.click()}else i++}`,
  'if(!q.length){clearInterval(timer);timer=0}}',
  `d.addEventListener("click",function(e){var t=e.target,b=t&&t.closest&&t.closest("[${TAP_ATTRIBUTE}],${DISCLOSURE}"),i,k;`,
  'if(!b||h(b))return;e.preventDefault();e.stopImmediatePropagation();',
  'for(i=q.length-1;i>=0;i--)if(group(q[i].b)===group(b)){k=q.splice(i,1)[0];if(k.u){k.u();return}}',
  'keep({b:b,t:Date.now(),u:b.hasAttribute("aria-expanded")?disclose(b):0})},true);',
  // A field typed in: kept once, whatever is typed next (the text is read at the replay).
  `d.addEventListener("input",function(e){var f=e.target,i;if(!f||!f.hasAttribute||!f.hasAttribute(${serializeForScript(KEEP_INPUT_ATTRIBUTE)})||h(f))return;`,
  'for(i=0;i<q.length;i++)if(q[i].b===f)return;keep({b:f,t:Date.now(),i:1})},true);',
  `d.addEventListener("submit",function(e){var f=e.target,n=f&&f.elements&&f.elements.q,i;if(!n||!n.hasAttribute||!n.hasAttribute(${serializeForScript(KEEP_INPUT_ATTRIBUTE)}))return;`,
  'if(!h(f)){if(!/\\S/.test(n.value))e.preventDefault();return}for(i=0;i<q.length;i++)if(q[i].b===n){q.splice(i,1);typed(n);break}},true);',
  // The language select leads to the chosen page whatever the page's code is doing; a period, until React has it.
  'd.addEventListener("change",function(e){var s=e.target;if(!s)return;',
  `if(s.id===${serializeForScript(LANGUAGE_SELECT_ID)}){if(s.value)w.location.assign(s.value)}`,
  `else if(s.form&&s.hasAttribute(${serializeForScript(SUBMIT_ON_CHANGE_ATTRIBUTE)})&&!h(s))s.form.submit()})`,
  '})(document,window)',
].join('');
