import { describe, expect, it } from 'vitest';
import type { StaticHandlerContext } from 'react-router-dom';
import { stateScript } from '../../server/render/hydrationState.ts';
import { readPageState, type BootData } from '../../web/document/bootData.ts';

// The page's state travels as a JSON data block: the server writes it, the
// browser's entry parses it back. What goes in must come out, whatever the text.
const boot: BootData = { siteOrigin: 'https://news.example', css: [], js: ['/assets/entry.js', '/assets/home.js'], tags: { gtmId: 'GTM-ABC123' } };

const contextWith = (loaderData: Record<string, unknown>, errors: StaticHandlerContext['errors'] = null): StaticHandlerContext =>
  ({ loaderData, actionData: null, errors }) as unknown as StaticHandlerContext;

describe("the page's state", () => {
  it('reads back the boot data and the route data the server wrote', () => {
    const loaderData = { 'screen-home': { kind: 'view', view: { screen: 'home', title: 'Le notizie' } } };
    const state = readPageState(stateScript(contextWith(loaderData), boot));
    expect(state?.boot).toEqual(boot);
    expect(state?.router).toEqual({ loaderData, actionData: null, errors: null });
  });

  it('keeps a title that would close the script, or split a line in JavaScript, as JSON that parses back to the same text', () => {
    const title = '</script><script>alert(1)</script> \u2028 <!-- & \u2029';
    const text = stateScript(contextWith({ 'screen-home': { kind: 'view', view: { title } } }), boot);
    expect(text).not.toMatch(/<\/script|<!--/i);
    expect(readPageState(text)?.router.loaderData).toEqual({ 'screen-home': { kind: 'view', view: { title } } });
  });

  it('hands an error to the browser by its status, never with a stack trace', () => {
    const thrown = new Error('database password in here');
    const text = stateScript(contextWith({}, { root: thrown }), boot);
    expect(text).not.toContain('password');
    expect(readPageState(text)?.router.errors).toEqual({ root: { message: 'Internal error', __type: 'Error' } });
  });

  it('is undefined when the page has no state or it is not JSON', () => {
    expect(readPageState(undefined)).toBeUndefined();
    expect(readPageState('')).toBeUndefined();
    expect(readPageState('window.__ND__={}')).toBeUndefined();
  });
});
